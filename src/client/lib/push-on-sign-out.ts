// Signing out ends this device's reminders for the user leaving: the next person to sign in here must
// not get them. Best effort and quick, so it never holds up the sign-out itself.
import { api } from './api-client';

/** The longest a sign-out waits for this; whatever is left goes on in the background. */
export const SIGN_OUT_PUSH_WAIT_MS = 1000;

export interface PushDevice {
  /** This browser's push subscription, if any. */
  subscription(): Promise<{ endpoint: string; unsubscribe(): Promise<boolean> } | null>;
  /** Tells the server to stop sending to the endpoint (DELETE /api/push/subscriptions). */
  forgetOnServer(endpoint: string, signal: AbortSignal): Promise<unknown>;
}

export const browserPushDevice: PushDevice = {
  async subscription() {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
    // getRegistration, not ready: without a service worker, ready would never answer.
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  },
  forgetOnServer: (endpoint, signal) =>
    api.deleteWith('/api/push/subscriptions', { endpoint }, { signal, background: true }),
};

/**
 * Before the session ends: the server forgets this device's subscription (while the session can still
 * say whose it is), then the browser drops it. Resolves within `waitMs` whatever happens; never throws.
 */
export async function forgetPushOnSignOut(
  device: PushDevice = browserPushDevice,
  waitMs: number = SIGN_OUT_PUSH_WAIT_MS,
): Promise<void> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      // A request still on its way would reach the server after the sign-out, without a session.
      controller.abort();
      resolve();
    }, waitMs);
  });
  const forget = (async () => {
    const subscription = await device.subscription();
    if (!subscription) return;
    await device.forgetOnServer(subscription.endpoint, controller.signal).catch(() => {});
    // Dropped here even when the server could not be told: it forgets an endpoint its push service
    // reports gone.
    await subscription.unsubscribe();
  })().catch(() => {});
  try {
    await Promise.race([forget, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
