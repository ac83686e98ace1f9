import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  CALM_CHECK_MS,
  GATHER_MS,
  TYPING_PAUSE_MS,
} from '../src/client/features/gamification/lib/calm-moment';
import type { UserBadge } from '../src/contract/badges';

/**
 * How long after the page has read a badge a celebration would have opened at the latest, had the
 * moment been calm: badges are gathered for GATHER_MS, typing holds it for TYPING_PAUSE_MS, and a
 * waiting celebration looks again every CALM_CHECK_MS (twice, to spare one late check).
 */
export const CELEBRATION_WOULD_OPEN_MS = Math.max(GATHER_MS, TYPING_PAUSE_MS) + 2 * CALM_CHECK_MS;

/**
 * Resolves when the page itself (not the test's request context) reads the user's badges and the
 * list satisfies `wanted`: from then on the page knows of them, and its celebration timers run.
 */
export function pageReadsBadges(page: Page, wanted: (badges: UserBadge[]) => boolean): Promise<unknown> {
  return page.waitForResponse(
    async (response) =>
      new URL(response.url()).pathname === '/api/badges/user' &&
      response.ok() &&
      wanted((await response.json()) as UserBadge[]),
  );
}

/** Moves the server's clock (TEST_CLOCK); null gives it back. The clock is shared: always give it back. */
export async function setServerClock(request: APIRequestContext, now: string | null): Promise<void> {
  const res = await request.put('/api/test-clock', { data: { now } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Answers every question and rating of today's retro through the API and completes it. */
export async function completeTodaysRetro(request: APIRequestContext): Promise<void> {
  const { retro } = await (await request.get('/api/retro/today')).json();
  for (const question of retro.questions) {
    const res = await request.put(`/api/retro/${retro.date}/answers/${question.id}`, {
      data: { text: 'A good, ordinary day.' },
    });
    expect(res.status()).toBe(200);
  }
  for (const { area } of retro.ratings) {
    await request.put(`/api/retro/${retro.date}/ratings/${area}`, { data: { rating: 4 } });
  }
  expect((await request.post(`/api/retro/${retro.date}/complete`)).status()).toBe(200);
}

/** Home loads its streak and mood cards as they scroll into view: bring each into view once. */
export async function revealHomeCards(page: Page): Promise<void> {
  const waiting = page.locator('[data-waiting-card]');
  await expect(page.getByRole('region', { name: /Today's retro/ })).toBeVisible();
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    // Once in view a card loads and leaves the list; then the next one. The scroll is made again on
    // each look: a card can leave the list between the count and the scroll, and on a busy machine a
    // scroll can give up before the page is ready to move.
    await expect
      .poll(
        async () => {
          await waiting
            .first()
            .scrollIntoViewIfNeeded({ timeout: 2000 })
            .catch(() => undefined);
          return waiting.count();
        },
        { intervals: [50, 100, 250], timeout: 20_000 },
      )
      .toBeLessThan(left);
  }
}

/** Closes a badge celebration if one is (or comes) up, and says which badge it named. */
export async function dismissCelebration(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const name = (await dialog.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Wonderful' }).click();
  await expect(dialog).toHaveCount(0);
  return name;
}

/** The error body of a failing server, as the API's error plugin writes it. */
export const SERVER_EXPLODED = { status: 500, json: { message: 'Server exploded', code: 'INTERNAL' } };
