import { expect, test } from 'vitest';
import { REMINDER_NOTIFICATION } from '#contract/constants';
import {
  clickTarget,
  type NotificationWindow,
  openFromNotification,
  reminderFromPush,
  windowToUse,
} from './reminder-notification';

const ORIGIN = 'https://retro.example.com';

test('a reminder push shows its own words', () => {
  const payload = { title: 'Time for your Daily Retro', body: 'Look back', url: '/daily-retro', tag: 't' };
  expect(reminderFromPush(() => payload)).toEqual(payload);
});

test('an unreadable or partial push still shows the standard reminder', () => {
  expect(
    reminderFromPush(() => {
      throw new SyntaxError('not JSON');
    }),
  ).toEqual(REMINDER_NOTIFICATION);
  expect(reminderFromPush(() => null)).toEqual(REMINDER_NOTIFICATION);
  expect(reminderFromPush(() => ({ title: 42, body: 'Only a body' }))).toEqual({
    ...REMINDER_NOTIFICATION,
    body: 'Only a body',
  });
});

test('a click opens the app’s own page, never another site', () => {
  expect(clickTarget('/daily-retro', ORIGIN).href).toBe(`${ORIGIN}/daily-retro`);
  expect(clickTarget('https://evil.example/daily-retro', ORIGIN).href).toBe(`${ORIGIN}/daily-retro`);
  expect(clickTarget(undefined, ORIGIN).href).toBe(`${ORIGIN}/daily-retro`);
  expect(clickTarget('//evil.example/x', ORIGIN).href).toBe(`${ORIGIN}/daily-retro`);
});

test('a window already on the daily retro is focused; else an open window goes there; else none', () => {
  const target = new URL('/daily-retro', ORIGIN);
  const home = { url: `${ORIGIN}/` };
  const retro = { url: `${ORIGIN}/daily-retro` };
  expect(windowToUse([home, retro], target)).toEqual({ client: retro, navigate: false });
  expect(windowToUse([home], target)).toEqual({ client: home, navigate: true });
  expect(windowToUse([], target)).toBeNull();
});

/** The app's windows and what a click did with them. */
function fakeClients(
  windows: Array<{ url: string; navigate?: (url: string) => Promise<NotificationWindow | null> }>,
) {
  const done: string[] = [];
  const clients = windows.map(
    (window): NotificationWindow => ({
      url: window.url,
      focus: async () => {
        done.push(`focus ${window.url}`);
      },
      navigate:
        window.navigate ??
        (async (url) => {
          done.push(`navigate ${window.url} to ${url}`);
          return { ...clients[0], url } as NotificationWindow;
        }),
    }),
  );
  return {
    done,
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => {
        done.push(`open ${url}`);
      },
    },
  };
}

test('a click focuses the window already on the retro, moves another window there, or opens one', async () => {
  const onRetro = fakeClients([{ url: `${ORIGIN}/journal` }, { url: `${ORIGIN}/daily-retro` }]);
  await openFromNotification(onRetro.clients, '/daily-retro', ORIGIN);
  expect(onRetro.done).toEqual([`focus ${ORIGIN}/daily-retro`]);

  const elsewhere = fakeClients([{ url: `${ORIGIN}/journal` }]);
  await openFromNotification(elsewhere.clients, '/daily-retro', ORIGIN);
  expect(elsewhere.done).toEqual([
    `navigate ${ORIGIN}/journal to ${ORIGIN}/daily-retro`,
    `focus ${ORIGIN}/journal`,
  ]);

  const none = fakeClients([]);
  await openFromNotification(none.clients, '/daily-retro', ORIGIN);
  expect(none.done).toEqual([`open ${ORIGIN}/daily-retro`]);
});

test('a window that cannot be moved (navigate refuses or answers null) leaves the click to a new window', async () => {
  const answersNull = fakeClients([{ url: `${ORIGIN}/journal`, navigate: async () => null }]);
  await openFromNotification(answersNull.clients, '/daily-retro', ORIGIN);
  expect(answersNull.done).toEqual([`open ${ORIGIN}/daily-retro`]);

  const refuses = fakeClients([
    { url: `${ORIGIN}/journal`, navigate: () => Promise.reject(new TypeError('not controlled')) },
  ]);
  await openFromNotification(refuses.clients, 'https://elsewhere.example/', ORIGIN);
  expect(refuses.done).toEqual([`open ${ORIGIN}/daily-retro`]);
});
