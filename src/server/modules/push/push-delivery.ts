import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webPush from 'web-push';
import type { PushConfig } from '#server/config/config';
import {
  checkedLookup,
  PushRefusal,
  pushDestination,
  type ResolveHost,
  systemResolve,
} from './push-destination';

/** A reminder lost in a push service's queue for longer than this is no longer worth showing. */
const PUSH_TTL_SECONDS = 15 * 60;
const PUSH_REQUEST_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends one encrypted push; resolves with the push service's status code. */
export type PushDelivery = (target: PushTarget, payload: string) => Promise<number>;

export interface PushDeliveryOptions {
  /** Host name resolution (tests give their own, so no real DNS is asked). */
  resolve?: ResolveHost;
  timeoutMs?: number;
}

interface RequestDetails {
  method: string;
  headers: Record<string, string | number>;
  body: Buffer;
}

/**
 * One POST, connected only to the addresses checkedLookup approved. No redirect is followed (a
 * 3xx is a refusal), the whole exchange has a deadline, and the answer's body is never read.
 */
function post(url: URL, details: RequestDetails, lookup: LookupFunction, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    // agent: false: a connection of its own, never a pooled one made without this lookup.
    const req = send(url, { method: details.method, headers: details.headers, lookup, agent: false });
    const deadline = setTimeout(() => req.destroy(new PushRefusal('PUSH_TIMEOUT')), timeoutMs);
    req.on('response', (res) => {
      clearTimeout(deadline);
      res.on('error', () => {});
      res.destroy();
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) reject(new PushRefusal('PUSH_REDIRECT_REFUSED'));
      else resolve(status);
    });
    req.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    req.end(details.body);
  });
}

/**
 * Web Push through the web-push library: it encrypts the payload (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request goes out with node:https (plain http only to the API
 * tests' local push service), to a known push service at a public address only.
 */
export function webPushDelivery(push: PushConfig, options: PushDeliveryOptions = {}): PushDelivery {
  const vapid = push.vapid;
  if (!vapid) throw new Error('push delivery needs VAPID keys');
  const allowLocal = push.allowLocalPushServiceForTests;
  const lookup = checkedLookup(options.resolve ?? systemResolve, allowLocal);
  const timeoutMs = options.timeoutMs ?? PUSH_REQUEST_TIMEOUT_MS;
  return async (target, payload) => {
    const url = pushDestination(target.endpoint, allowLocal);
    const details = webPush.generateRequestDetails(
      { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: push.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
      },
    );
    return post(
      url,
      { method: details.method, headers: details.headers, body: details.body },
      lookup,
      timeoutMs,
    );
  };
}
