import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { isPrivateAddress, isPrivateHost } from '../safe-fetch/index';

export { isPrivateAddress, isPrivateHost } from '../safe-fetch/index';

/**
 * The outgoing-webhook port (modules/public-api, ADR 025): one HTTP POST to a customer's URL. The
 * only place the public API touches the network; tests pass their own `post` or a loopback URL.
 */
export type WebhookPost = (request: { url: string; headers: Record<string, string>; body: string; timeoutMs: number }) => Promise<{ status: number }>;

const privateMessage = (host: string, address: string) =>
  `${host} is on a private network (${address}); webhooks are only sent to public addresses (WEBHOOK_ALLOW_PRIVATE_NETWORKS).`;

/**
 * dns.lookup, refusing names that resolve to a private address. The connection is made to the
 * address checked here, so a name cannot resolve publicly for a check and privately for the
 * connection (DNS rebinding).
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) return callback(Object.assign(new Error(privateMessage(hostname, refused.address)), { code: 'EPRIVATEADDRESS' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * Posts over node:http(s) (redirects are not followed). Unless private networks are allowed, an
 * IP in the URL or any address its name resolves to must be public (ADR 035).
 */
export function createWebhookPost(options: { allowPrivateNetworks: boolean }): WebhookPost {
  return ({ url, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      // an IP in the URL skips the lookup below, so it is judged here (and localhost with it)
      if (!options.allowPrivateNetworks && isPrivateHost(target.hostname)) return reject(new Error(privateMessage(target.hostname, target.hostname)));
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup: options.allowPrivateNetworks ? undefined : publicOnlyLookup,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          // the answer's body is not needed: drain it so the socket is released
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
