// This device's push subscription: the browser's permission, the service worker's PushManager and
// the server's copy (POST/DELETE /api/push/subscriptions), which the reminders count as a device.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '#client/lib/api-client';
import type { PushSubscriptionBody } from '#contract/reminders';
import { reminderKeys } from './reminders';

/** The browser gave no service worker in this long: it has none (a private window, say). */
const SERVICE_WORKER_WAIT_MS = 10_000;

export type PushOutcome = 'enabled' | 'disabled' | 'permission-denied' | 'subscription-error';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no service worker')), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The browser's subscription on this device, if any (and notifications still allowed). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  return (await registration()).pushManager.getSubscription();
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Whether this device is subscribed, telling the server again when it is: the server drops a
 * subscription its push service calls gone, and the browser may have renewed it since.
 */
export async function syncedSubscription(): Promise<boolean> {
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await api.post('/api/push/subscriptions', subscription.toJSON() as PushSubscriptionBody, {
    background: true,
  });
  return true;
}

/** Asks permission (when not yet given), subscribes this device and tells the server. */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'subscription-error';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'permission-denied';
  try {
    const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key');
    const { pushManager } = await registration();
    const existing = await pushManager.getSubscription();
    const subscription =
      existing ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    await api.post('/api/push/subscriptions', subscription.toJSON() as PushSubscriptionBody);
    return 'enabled';
  } catch {
    return 'subscription-error';
  }
}

/** Unsubscribes this device here and on the server. */
export async function disablePush(): Promise<PushOutcome> {
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      const { endpoint } = subscription;
      await subscription.unsubscribe();
      await api.deleteWith('/api/push/subscriptions', { endpoint }).catch(() => {});
    }
    return 'disabled';
  } catch {
    return 'subscription-error';
  }
}

/**
 * This device's notifications, with the reminders (which count the devices) read again after each
 * change: `sync` says whether the device is subscribed (telling the server again), `change` turns them
 * on or off.
 */
export function usePushDevice() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshReminders = () => void queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
    return {
      sync: async (): Promise<boolean> => {
        const subscribed = await syncedSubscription();
        if (subscribed) refreshReminders();
        return subscribed;
      },
      change: async (on: boolean): Promise<PushOutcome> => {
        const outcome = on ? await enablePush() : await disablePush();
        refreshReminders();
        return outcome;
      },
    };
  }, [queryClient]);
}
