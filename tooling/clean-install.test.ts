// `npm ci` on the oldest Node that package.json promises prints no EBADENGINE (issue 32, a clean
// install): every package the lockfile installs here accepts that Node in its `engines.node`, read
// as npm reads it (semver, prereleases included). A dependency bumped to a Node-22-only release
// fails here, before anyone installs it.
import { readFileSync } from 'node:fs';
import semver from 'semver';

type LockEntry = { version?: string; engines?: unknown; os?: string[]; cpu?: string[] };

const read = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const manifest = read('package.json') as { engines: { node: string } };
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };

/** npm's os/cpu lists: `!name` excludes, any plain name restricts to the names given. */
const admits = (list: string[] | undefined, value: string) =>
  !list || (!list.includes(`!${value}`) && (list.every((entry) => entry.startsWith('!')) || list.includes(value)));

/** The lockfile's packages this machine installs, with their Node range (packages with none accept any). */
function installedRanges(): [string, string][] {
  return Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && admits(entry.os, process.platform) && admits(entry.cpu, process.arch))
    .flatMap(([key, entry]) => {
      const node = (entry.engines as { node?: unknown } | undefined)?.node;
      return typeof node === 'string' ? [[`${key.replace(/^.*node_modules\//, '')}@${entry.version}`, node] as [string, string]] : [];
    });
}

describe('a clean install', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version;

  it.each([
    ['the oldest Node package.json admits', oldest],
    ['the Node running this test', process.version],
  ])("every installed package's engines.node admits %s (%s)", (_which, version) => {
    const ranges = installedRanges();
    expect(ranges.length).toBeGreaterThan(100);
    const refused = ranges.filter(([, range]) => !semver.satisfies(version, range, { includePrerelease: true }));
    expect(refused.map(([name, range]) => `${name} needs node ${range}`)).toEqual([]);
  });
});
