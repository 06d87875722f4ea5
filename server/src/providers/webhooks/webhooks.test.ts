import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebhookPost, isPrivateAddress, isPrivateHost, publicOnlyLookup } from './index';

describe('which addresses a webhook may reach', () => {
  it('refuses this host, private networks, link-local (the cloud metadata address) and their IPv6 and IPv4-mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
    ]) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
  });

  it('judges a URL host by its text: localhost and private IP literals, with or without brackets', () => {
    expect(['localhost', 'api.localhost', '[::1]', '10.0.0.7', 'hooks.example.com', '8.8.8.8'].map(isPrivateHost)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });
});

describe('posting a webhook', () => {
  let server: Server;
  let port: number;
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const request = (url: string) => ({
    url,
    headers: { 'content-type': 'application/json', 'x-test': 'yes' },
    body: '{"event":"video.completed"}',
    timeoutMs: 5000,
  });

  it('never connects to a private address, whether the URL names it or a name resolves to it', async () => {
    const post = createWebhookPost({ allowPrivateNetworks: false });
    await expect(post(request(`http://127.0.0.1:${port}/hook`))).rejects.toThrow(/127\.0\.0\.1 is on a private network/);
    await expect(post(request(`http://[::ffff:127.0.0.1]:${port}/hook`))).rejects.toThrow(/private network/);
    await expect(post(request(`http://localhost:${port}/hook`))).rejects.toThrow(/localhost is on a private network/);
    expect(received).toEqual([]);
  });

  it('resolves a name once and refuses it when any of its addresses is private, before any connection', async () => {
    const resolve = (name: string) =>
      new Promise<unknown>((done) =>
        publicOnlyLookup(name, { all: true }, (error, addresses) => done(error ? (error as NodeJS.ErrnoException).code : addresses)),
      );
    expect(await resolve('localhost')).toBe('EPRIVATEADDRESS');
    expect(await resolve('127.0.0.1')).toBe('EPRIVATEADDRESS');
  });

  it('posts the body and headers where private networks are allowed (an operator running its own receivers)', async () => {
    const post = createWebhookPost({ allowPrivateNetworks: true });
    expect(await post(request(`http://localhost:${port}/hook`))).toEqual({ status: 204 });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      body: '{"event":"video.completed"}',
      headers: { 'x-test': 'yes', 'content-type': 'application/json', 'content-length': '27' },
    });
  });
});
