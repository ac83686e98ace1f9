import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { forgetPushOnSignOut, type PushDevice, SIGN_OUT_PUSH_WAIT_MS } from './push-on-sign-out';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const ENDPOINT = 'https://push.example.test/device-1';

function device(overrides: Partial<PushDevice> = {}) {
  const done: string[] = [];
  const fake: PushDevice = {
    subscription: async () => ({
      endpoint: ENDPOINT,
      unsubscribe: async () => {
        done.push('unsubscribe');
        return true;
      },
    }),
    forgetOnServer: async (endpoint) => {
      done.push(`DELETE ${endpoint}`);
    },
    ...overrides,
  };
  return { fake, done };
}

test('a subscribed device is forgotten by the server first, then dropped by the browser', async () => {
  const { fake, done } = device();
  await forgetPushOnSignOut(fake);
  expect(done).toEqual([`DELETE ${ENDPOINT}`, 'unsubscribe']);
});

test('a device with no subscription asks nothing of the server', async () => {
  const { fake, done } = device({ subscription: async () => null });
  await forgetPushOnSignOut(fake);
  expect(done).toEqual([]);
});

test('a server that refuses still leaves the browser unsubscribed; a failing browser never throws', async () => {
  const refused = device({ forgetOnServer: () => Promise.reject(new Error('offline')) });
  await forgetPushOnSignOut(refused.fake);
  expect(refused.done).toEqual(['unsubscribe']);

  const broken = device({ subscription: () => Promise.reject(new Error('no push here')) });
  await expect(forgetPushOnSignOut(broken.fake)).resolves.toBeUndefined();
});

test('a slow server holds the sign-out no longer than the wait, and its request is cancelled', async () => {
  let signal: AbortSignal | undefined;
  const { fake } = device({
    forgetOnServer: (_endpoint, given) => {
      signal = given;
      return new Promise(() => {});
    },
  });
  let finished = false;
  const forgetting = forgetPushOnSignOut(fake).then(() => {
    finished = true;
  });
  await vi.advanceTimersByTimeAsync(SIGN_OUT_PUSH_WAIT_MS - 1);
  expect(finished).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await forgetting;
  expect(finished).toBe(true);
  expect(signal?.aborted).toBe(true);
});
