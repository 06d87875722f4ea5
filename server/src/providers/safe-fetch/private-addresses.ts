import net from 'node:net';

/**
 * Addresses a customer's webhook must not reach: this host, its private networks and the cloud
 * metadata service (SSRF). IPv4 per RFC 6890's special-purpose table, IPv6 loopback, unique-local,
 * link-local and multicast; IPv4-mapped IPv6 is checked as the IPv4 it carries.
 */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

const MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** Whether an IP address (v4 or v6, as text) is one a webhook must not be sent to. */
export function isPrivateAddress(address: string): boolean {
  const v4 = MAPPED.exec(address)?.[1] ?? mappedHexToV4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true; // not an address at all: refuse rather than guess
}

/**
 * Whether a URL's host is this machine or a private network by its text alone: `localhost` and its
 * subdomains, or a private IP literal (brackets of IPv6 allowed). A name that only resolves there is
 * caught when a delivery connects.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return net.isIP(host) !== 0 && isPrivateAddress(host);
}

function mappedHexToV4(address: string): string | null {
  const match = MAPPED_HEX.exec(address);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
