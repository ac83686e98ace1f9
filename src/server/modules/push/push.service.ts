import { isKnownPushServiceEndpoint, UNSUPPORTED_PUSH_SERVICE_MESSAGE } from '#contract/push-services';
import type { PushSubscriptionBody } from '#contract/reminders';
import type { PushConfig } from '#server/config/config';
import type { Database } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import {
  deleteSubscription,
  deleteSubscriptionById,
  pruneSubscriptions,
  type StoredPushSubscription,
  subscriptionsOf,
  upsertSubscription,
} from './push.queries';

export type { StoredPushSubscription };

/** Devices kept per user; a new one beyond this pushes out the oldest. */
export const PUSH_DEVICES_PER_USER_MAX = 20;

export function publicKey(push: PushConfig): { publicKey: string } {
  if (!push.vapid) throw new AppError('UNAVAILABLE', 'Push notifications are not set up on this server');
  return { publicKey: push.vapid.publicKey };
}

export async function saveSubscription(
  db: Database,
  userId: string,
  body: PushSubscriptionBody,
  push: PushConfig,
) {
  if (!push.vapid) throw new AppError('UNAVAILABLE', 'Push notifications are not set up on this server');
  // The server will connect to this address at reminder time: only known push services.
  if (!push.allowLocalPushServiceForTests && !isKnownPushServiceEndpoint(body.endpoint)) {
    throw new AppError('VALIDATION_FAILED', UNSUPPORTED_PUSH_SERVICE_MESSAGE, [
      { path: 'endpoint', message: UNSUPPORTED_PUSH_SERVICE_MESSAGE },
    ]);
  }
  const saved = await upsertSubscription(db, userId, {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  await pruneSubscriptions(db, userId, PUSH_DEVICES_PER_USER_MAX);
  return { endpoint: saved.endpoint, createdAt: saved.createdAt.toISOString() };
}

/** Another user's device is "not found", as if it did not exist. */
export async function removeSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(db, userId, endpoint))) {
    throw new AppError('NOT_FOUND', 'This device is not subscribed');
  }
}

/** The user's subscribed devices, with the keys a push is encrypted to. */
export const devicesOf = (db: Database, userId: string): Promise<StoredPushSubscription[]> =>
  subscriptionsOf(db, userId);

/** Forgets a device its push service says is gone for good (404 or 410). */
export const forgetGoneDevice = (db: Database, id: string): Promise<void> => deleteSubscriptionById(db, id);
