import { expect } from 'vitest';
import type { UserChallenge } from '#contract/challenges';
import { setClock } from '#server/lib/clock';
import type { TestClient } from '#server/test/test-app';

// Every test user is in UTC with a midnight day start, so noon UTC is safely inside the day.
export const onDay = (date: string) => setClock(new Date(`${date}T12:00:00Z`));

/** Sessions expire by the server clock: after a jump of weeks, the user signs in again. */
export async function signInAgain(client: TestClient, username: string, password: string) {
  expect((await client.post('/api/login', { username, password, rememberMe: true })).statusCode).toBe(200);
}

/** Takes the challenge on, which must succeed. */
export async function assign(client: TestClient, challengeId: string): Promise<UserChallenge> {
  const res = await client.post('/api/challenges/assign', { challengeId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The caller's challenges, as GET /api/challenges/user lists them. */
export const mine = async (client: TestClient): Promise<UserChallenge[]> =>
  (await client.get('/api/challenges/user')).json();
