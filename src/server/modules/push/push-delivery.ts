import webPush from 'web-push';
import type { PushConfig } from '../../config/config';

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

/**
 * Web Push through the web-push library: it encrypts the payload (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request itself goes out with fetch, which also speaks plain
 * http to a local push service in tests (web-push's own sender only speaks https).
 */
export function webPushDelivery(push: PushConfig): PushDelivery {
  const vapid = push.vapid;
  if (!vapid) throw new Error('push delivery needs VAPID keys');
  return async (target, payload) => {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject: push.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
    ) as Record<string, string>;
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: new Uint8Array(details.body),
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  };
}
