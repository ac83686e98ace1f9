import { expect } from 'vitest';
import { LIFE_AREAS } from '#contract/constants';
import type { TestClient } from '#server/test/test-app';

/** A PUT with a JSON body, as the retro's autosave sends it. */
export const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as object });

/** GET /api/retro/today, which must succeed. */
export async function openToday(client: TestClient) {
  const res = await client.get('/api/retro/today');
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Answers every question and rates every area of the retro of `date` through the API; each save must succeed. */
export async function fillIn(
  client: TestClient,
  retro: { date: string; questions: { id: number }[] },
  { answer = (id: number) => `An honest answer to ${id}`, rating = 4 } = {},
) {
  for (const question of retro.questions) {
    const res = await put(client, `/api/retro/${retro.date}/answers/${question.id}`, {
      text: answer(question.id),
    });
    expect(res.statusCode).toBe(200);
  }
  for (const area of LIFE_AREAS) {
    expect((await put(client, `/api/retro/${retro.date}/ratings/${area}`, { rating })).statusCode).toBe(200);
  }
}

/** Opens today's retro, fills it in and completes it through the API, as a user would. */
export async function completeTodaysRetro(client: TestClient) {
  const { retro } = await openToday(client);
  await fillIn(client, retro);
  expect((await client.post(`/api/retro/${retro.date}/complete`)).statusCode).toBe(200);
}
