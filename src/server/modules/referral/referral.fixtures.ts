import { expect } from 'vitest';
import { setClock } from '#server/lib/clock';
import { completeTodaysRetro } from '#server/modules/retro/retro-api.fixtures';
import type { TestApp, TestClient as TestClientType } from '#server/test/test-app';
import { TestClient } from '#server/test/test-app';

let counter = 0;

/** Signs up a new account, from `address` when given (else a fresh one), with the referral code. */
export async function registerWith(t: TestApp, referralCode?: string, address?: string) {
  counter += 1;
  const client = new TestClient(t.app, address);
  const username = `invited${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const res = await client.post('/api/register', {
    username,
    password: 'correct horse battery staple',
    rememberMe: true,
    ...(referralCode === undefined ? {} : { referralCode }),
  });
  expect(res.statusCode).toBe(201);
  return { client, user: res.json() as { id: string } };
}

export const referralOf = async (client: TestClientType) => (await client.get('/api/referral')).json();

/** Noon UTC on `date` (YYYY-MM-DD): the middle of that local day for a user with the default settings. */
export const noonOn = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * Moves the server clock to the evening (20:00 UTC) of each day in turn and completes that day's retro
 * as `clients`. The evening, so a sign-up at the pinned noon comes before its first retro.
 */
export async function completeRetrosOn(days: string[], ...clients: TestClientType[]) {
  for (const day of days) {
    setClock(new Date(`${day}T20:00:00Z`));
    for (const client of clients) await completeTodaysRetro(client);
  }
}
