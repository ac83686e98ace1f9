import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isKnownPushServiceUrl } from '#contract/push-services';
import { addressKind } from '#server/lib/public-address';

/**
 * Where a push may go, checked again just before each one is sent: the subscription's endpoint
 * was written by a client, and rows saved before the push-service list existed may name anything.
 */

/** Resolves a host name to every address it has (node:dns lookup with all: true). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true });

/** Why a push was not sent; logged as this code, never with the endpoint. */
export type PushRefusalCode =
  | 'PUSH_SERVICE_NOT_ALLOWED'
  | 'PUSH_ADDRESS_NOT_PUBLIC'
  | 'PUSH_REDIRECT_REFUSED'
  | 'PUSH_TIMEOUT';

export class PushRefusal extends Error {
  constructor(readonly code: PushRefusalCode) {
    super(code);
    this.name = 'PushRefusal';
  }
}

/** Public addresses only; the API tests' switch also lets pushes reach this machine's loopback. */
function addressAllowed(address: string, allowLocalPushService: boolean): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (allowLocalPushService && kind === 'loopback');
}

/**
 * The endpoint as a URL, when it names a known push service over https on port 443 (or, with the
 * tests' switch, any http(s) address without credentials). A host that is an IP address is
 * checked here, since the connection will not look it up.
 */
export function pushDestination(endpoint: string, allowLocalPushService: boolean): URL {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  const allowed =
    url !== null &&
    (allowLocalPushService
      ? (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
      : isKnownPushServiceUrl(url));
  if (!url || !allowed) throw new PushRefusal('PUSH_SERVICE_NOT_ALLOWED');
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal) && !addressAllowed(literal, allowLocalPushService)) {
    throw new PushRefusal('PUSH_ADDRESS_NOT_PUBLIC');
  }
  return url;
}

/**
 * The connection's own lookup: it resolves the host, refuses when ANY of its addresses is not
 * public, and hands the connection exactly the addresses it checked. So there is no second
 * lookup between the check and the connection that a rebinding DNS server could answer
 * differently.
 */
export function checkedLookup(resolve: ResolveHost, allowLocalPushService: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const first = addresses[0];
        if (!first || !addresses.every((found) => addressAllowed(found.address, allowLocalPushService))) {
          callback(new PushRefusal('PUSH_ADDRESS_NOT_PUBLIC'), '', 0);
        } else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
