import { readFileSync } from 'node:fs';

/**
 * The JSON-LD contexts our credentials name, served from local copies (see
 * fixtures/credentials/SOURCES.md): a JSON-LD processor asks this loader instead of the network, and
 * any other URL is an error, so a credential naming a context we do not ship fails the test.
 */
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/credentials/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

const CONTEXTS: Record<string, Record<string, unknown>> = {
  'https://www.w3.org/ns/credentials/v2': fixture('credentials-v2.jsonld'),
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json': fixture('ob-context-3.0.3.json'),
};

export async function localDocumentLoader(url: string) {
  const document = CONTEXTS[url];
  if (!document) throw new Error(`No local copy of ${url}: the test suite never fetches a context`);
  return { contextUrl: undefined, documentUrl: url, document };
}

/** The published Open Badges 3.0 AchievementCredential JSON Schema (draft 2019-09). */
export const openBadgesCredentialSchema = fixture('ob-v3p0-achievementcredential-schema.json');
