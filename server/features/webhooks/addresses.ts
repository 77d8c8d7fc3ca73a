// Where a webhook may go: never to this machine or its private networks (SSRF), unless the operator allows it
// (LANES_WEBHOOKS_ALLOW_PRIVATE). Checked twice: at registration for an address written in the URL, and at every
// delivery for each address the host resolves to, the request then connecting to the very address checked (a DNS
// answer that changes between the check and the connection cannot send it elsewhere).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 among it
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of any IPv4 address, private ones included
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP address) is one a webhook may not reach: private, loopback, link-local, unspecified… */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // BlockList matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) against the IPv4 ranges.
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as an address when it is one (`[::1]` → `::1`), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}

/** Why `url` cannot be an endpoint's address, or null when it can (DNS names are checked at delivery). */
export function endpointUrlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full address, such as https://example.com/hooks.';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) return 'The address must start with https://.';
  if (parsed.username || parsed.password) return 'The address may not carry a user name or password.';
  if (url.length > 2000) return 'The address is too long (2000 characters at most).';
  const address = literalAddress(parsed.hostname);
  if (!allowPrivate && (address ? isPrivateAddress(address) : isLocalName(parsed.hostname))) {
    return 'Webhooks cannot be sent to private, loopback or link-local addresses.';
  }
  return null;
}

/** Names that always mean this machine, refused before any lookup. */
const isLocalName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (injectable: tests answer with the addresses they need). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export class RefusedAddressError extends Error {
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, a private address webhooks may not reach.`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * The address a delivery to `hostname` connects to: the host's first address once every one of them has been checked
 * (a name with one private address among public ones is refused: which one a client picks is not ours to know).
 */
export async function checkedAddress(hostname: string, allowPrivate: boolean, resolve: Resolver): Promise<ResolvedAddress> {
  const literal = literalAddress(hostname);
  const addresses = literal ? [{ address: literal, family: isIP(literal) as 4 | 6 }] : await resolve(hostname);
  if (addresses.length === 0) throw new Error(`${hostname} has no address.`);
  if (!allowPrivate) {
    const refused = addresses.find(({ address }) => isPrivateAddress(address));
    if (refused) throw new RefusedAddressError(hostname, refused.address);
  }
  return addresses[0];
}
