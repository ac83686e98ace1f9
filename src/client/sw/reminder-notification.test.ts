import { expect, test } from 'vitest';
import { REMINDER_NOTIFICATION } from '../../contract/constants';
import { clickTarget, reminderFromPush, windowToUse } from './reminder-notification';

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
