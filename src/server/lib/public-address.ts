import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses the server may send a push to. A push service is on the public internet, so
 * anything else a name can resolve to (this machine, the private network, the cloud's metadata
 * address, multicast, ranges set aside for documentation or the future) is refused: a subscription
 * must never make the server reach into its own network.
 */
export type AddressKind = 'public' | 'loopback' | 'not-public';

/** IPv4 blocks that are not globally reachable (IANA special-purpose registry), and multicast and reserved. */
const NOT_PUBLIC_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata address among it
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // the retired 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, the broadcast address 255.255.255.255 among it
];

/**
 * IPv6: only global unicast (2000::/3) is public, which leaves out loopback, the unspecified
 * address, link-local, unique-local, multicast, NAT64 and the IPv4-compatible forms. Inside it,
 * these blocks are not: IETF assignments (Teredo, benchmarking, ORCHID), documentation, 6to4.
 */
const NOT_PUBLIC_V6_IN_GLOBAL: readonly [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, 'ipv4');
const loopbackV4 = new BlockList();
loopbackV4.addSubnet('127.0.0.0', 8, 'ipv4');
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const notPublicV6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V6_IN_GLOBAL) notPublicV6.addSubnet(network, prefix, 'ipv6');

/** ::ffff:a.b.c.d in its canonical form (as the URL parser writes it): ::ffff:XXXX:XXXX. */
const MAPPED_V4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/** The canonical lower-case form of an IPv6 address, without a zone (fe80::1%eth0), or null. */
function canonicalV6(address: string): string | null {
  const withoutZone = address.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return null;
  try {
    return new URL(`http://[${withoutZone}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function v4Kind(address: string): AddressKind {
  if (loopbackV4.check(address, 'ipv4')) return 'loopback';
  return notPublicV4.check(address, 'ipv4') ? 'not-public' : 'public';
}

/** What an address is; anything that is not a valid IP address counts as not public. */
export function addressKind(address: string): AddressKind {
  if (isIPv4(address)) return v4Kind(address);
  const v6 = canonicalV6(address);
  if (v6 === null) return 'not-public';
  const mapped = MAPPED_V4.exec(v6);
  if (mapped) {
    const value = (Number.parseInt(mapped[1] ?? '', 16) << 16) | Number.parseInt(mapped[2] ?? '', 16);
    return v4Kind([24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.'));
  }
  if (v6 === '::1') return 'loopback';
  if (!globalUnicastV6.check(v6, 'ipv6')) return 'not-public';
  return notPublicV6.check(v6, 'ipv6') ? 'not-public' : 'public';
}

export function isPublicAddress(address: string): boolean {
  return addressKind(address) === 'public';
}
