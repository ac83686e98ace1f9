import { isIP } from 'node:net';

/**
 * Which proxies may tell the app the client's address through X-Forwarded-For: none (false), the
 * nearest N hops, or the proxies at these addresses/CIDRs. Never "everyone": then any client could
 * name its own address and walk past the per-address sign-in limit.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's trustProxy) understands for the usual private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 16;

export const TRUST_PROXY_TRUE_REFUSED =
  'must be a hop count (TRUST_PROXY=1 behind one proxy) or the proxies\' addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1); "true" would trust an X-Forwarded-For sent by any client';

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; an error message (naming what is accepted) when it is not valid. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim().toLowerCase();
  if (text === 'false') return { value: false };
  if (text === 'true') return { error: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return { error: `must be a hop count of at most ${MAX_HOPS}` };
    return { value: hops === 0 ? false : hops };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad !== undefined) {
    return {
      error: `must be a hop count or a comma-separated list of proxy addresses or CIDRs${bad ? ` ("${bad}" is neither)` : ''}`,
    };
  }
  return { value: entries };
}

/**
 * The form Fastify takes. Fastify 5 treats a bare number as "trust nobody", so a hop count becomes
 * the function proxy-addr calls for each address from the socket outwards (hop 0 is the socket's
 * peer): the nearest `hops` addresses are proxies, the next one is the client.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
