import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createSafeFetch, isPrivateAddress, SafeFetchError, type SafeFetchReason } from './index';

let server: http.Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
    if (hops) return res.writeHead(307, { location: Number(hops[1]) > 1 ? `/hop/${Number(hops[1]) - 1}` : '/page' }).end();
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>ok</h1>');
    // 64 KiB of zeros squeezed into a few hundred bytes: the limit counts what it unpacks to
    if (req.url === '/bomb') return res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(64 * 1024)));
    if (req.url === '/declared') return res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(64 * 1024) }).end(Buffer.alloc(64 * 1024));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const html = { maxBytes: 16 * 1024, accept: ['text/html'] };
/** The guard as the default, except that the test server's one address counts as public. */
const onlyTestServerPublic = (address: string) => address !== '127.0.0.1' && isPrivateAddress(address);

async function reasonOf(promise: Promise<unknown>): Promise<SafeFetchReason | 'fulfilled'> {
  try {
    await promise;
    return 'fulfilled';
  } catch (error) {
    if (error instanceof SafeFetchError) return error.reason;
    throw error;
  }
}

describe('safe fetch', () => {
  it('follows at most 5 redirects, checking each hop', async () => {
    const fetch = createSafeFetch({ allowPrivateNetworks: true, timeoutMs: 2000 });
    expect((await fetch(`${origin}/hop/5`, html)).url).toBe(`${origin}/page`);
    seen.length = 0;
    expect(await reasonOf(fetch(`${origin}/hop/6`, html))).toBe('unreachable');
    expect(seen).toEqual(['/hop/6', '/hop/5', '/hop/4', '/hop/3', '/hop/2', '/hop/1']);
  });

  it('checks every address a name resolves to before connecting, and connects to the address it checked', async () => {
    const port = new URL(origin).port;
    // a DNS answer with one public and one private address is refused as a whole
    const twoFaced = createSafeFetch({
      allowPrivateNetworks: false,
      timeoutMs: 2000,
      isBlockedAddress: onlyTestServerPublic,
      resolve: (_name, callback) =>
        callback(null, [
          { address: '127.0.0.1', family: 4 },
          { address: '10.1.2.3', family: 4 },
        ]),
    });
    seen.length = 0;
    expect(await reasonOf(twoFaced(`http://shop.example:${port}/page`, html))).toBe('not-allowed');
    expect(seen).toEqual([]);
    // a name resolving only to the (here public) test address is fetched from that very address
    const resolved: string[] = [];
    const honest = createSafeFetch({
      allowPrivateNetworks: false,
      timeoutMs: 2000,
      isBlockedAddress: onlyTestServerPublic,
      resolve: (name, callback) => {
        resolved.push(name);
        callback(null, [{ address: '127.0.0.1', family: 4 }]);
      },
    });
    expect((await honest(`http://shop.example:${port}/page`, html)).body.toString()).toBe('<h1>ok</h1>');
    expect(resolved).toEqual(['shop.example']);
  });

  it('stops a body at its limit, counting unpacked bytes and trusting no header', async () => {
    const fetch = createSafeFetch({ allowPrivateNetworks: true, timeoutMs: 2000 });
    expect(await reasonOf(fetch(`${origin}/bomb`, html))).toBe('too-large');
    expect(await reasonOf(fetch(`${origin}/declared`, html))).toBe('too-large');
    expect(await reasonOf(fetch(`${origin}/page`, { maxBytes: 1024, accept: ['image/png'] }))).toBe('wrong-type');
  });
});
