/**
 * The Web Push services a reminder may be sent to: the ones browsers subscribe with. A push
 * subscription's endpoint is written by the client, and the server sends to it at reminder time,
 * so only these hosts are accepted (when a subscription is saved, and again before each push).
 * README.md ("Push on your own server") and docs/security.md list the same hosts.
 *
 * Chrome's old GCM address (android.googleapis.com) is not here: Google has shut GCM down, and a
 * subscription made with VAPID keys, as this app's are, never used it.
 */
export interface PushService {
  name: string;
  /** Hosts accepted as they are. */
  hosts: readonly string[];
  /** Hosts accepted when they are a subdomain of one of these (not the name itself). */
  subdomainsOf: readonly string[];
}

export const PUSH_SERVICES: readonly PushService[] = [
  {
    name: 'Firebase Cloud Messaging (Chrome, Opera, Samsung Internet and other Chromium browsers)',
    hosts: ['fcm.googleapis.com'],
    subdomainsOf: [],
  },
  {
    name: 'Mozilla Push Service (Firefox)',
    hosts: ['updates.push.services.mozilla.com', 'push.services.mozilla.com'],
    subdomainsOf: [],
  },
  {
    name: 'Apple Push Notification service (Safari), e.g. web.push.apple.com',
    hosts: [],
    subdomainsOf: ['push.apple.com'],
  },
  {
    name: 'Windows Push Notification Services (Edge), e.g. wns2-par02p.notify.windows.com',
    hosts: [],
    subdomainsOf: ['notify.windows.com'],
  },
];

export const UNSUPPORTED_PUSH_SERVICE_MESSAGE =
  'This push service is not supported: endpoint must be an https address of a known push service';

/** Dot-separated labels of letters, digits and hyphens: no trailing dot, no empty label, no IPv6. */
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

function knownHost(host: string): boolean {
  return PUSH_SERVICES.some(
    (service) =>
      service.hosts.includes(host) || service.subdomainsOf.some((parent) => host.endsWith(`.${parent}`)),
  );
}

/**
 * An https URL on the default port, without user or password, whose host is a known push service.
 * The WHATWG URL parser has already normalised the host: lower case, IDN as punycode, every IPv4
 * spelling (2130706433, 0x7f000001, 0177.0.0.1, 127.1) as dotted decimal, so none of them can pass.
 */
export function isKnownPushServiceUrl(url: URL): boolean {
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    HOST_NAME.test(url.hostname) &&
    knownHost(url.hostname)
  );
}

export function isKnownPushServiceEndpoint(endpoint: string): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  return url !== null && isKnownPushServiceUrl(url);
}
