import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { createQueryClient } from '#client/lib/query-client';
import { peekToasts } from '#client/lib/toast-store';
import { STREAK_UPDATE_FAILURE_MESSAGE } from '#contract/constants';
import { badgeKeys, badgesQuery, markBadgesNotified } from './badges';
import { todayMoodQuery } from './moods';
import { streakKeys, updateStreak } from './streaks';

function respond(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function stubFetch(answer: (path: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('gamification reads', () => {
  test("a failed read throws the spec's message, keeping the status for the retry rule", async () => {
    stubFetch(() => respond(500, { message: 'Server exploded', code: 'INTERNAL' }));
    const client = createQueryClient();
    const error = await client.fetchQuery({ ...badgesQuery, retry: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to fetch badges');
    expect((error as ApiError).status).toBe(500);
    expect(((error as ApiError).cause as Error).message).toBe('Server exploded');
  });

  test("today's mood is null when the server answers 404", async () => {
    stubFetch(() => respond(404, { message: 'No mood logged today', code: 'NOT_FOUND' }));
    await expect(createQueryClient().fetchQuery(todayMoodQuery)).resolves.toBeNull();
  });

  test("any other failure of today's mood throws its own message", async () => {
    stubFetch(() => respond(503, { message: 'Down', code: 'UNAVAILABLE' }));
    await expect(createQueryClient().fetchQuery({ ...todayMoodQuery, retry: false })).rejects.toThrow(
      "Failed to fetch today's mood",
    );
  });
});

describe('updateStreak', () => {
  test('posts the streak and then refetches streaks and the user badges', async () => {
    const fetchMock = stubFetch(() => respond(200, { streak: { id: 'journal', current: 2 } }));
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const streak = await updateStreak(queryClient, 'journal');

    expect(streak).toMatchObject({ id: 'journal', current: 2 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/streaks/journal');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(streakKeys.all);
    expect(keys).toContainEqual(badgeKeys.earned);
  });

  test('a failure is only logged, never shown as a toast', async () => {
    stubFetch(() => respond(500, { message: 'Server exploded', code: 'INTERNAL' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(updateStreak(new QueryClient(), 'mood')).resolves.toBeNull();

    expect(logged).toHaveBeenCalledWith(STREAK_UPDATE_FAILURE_MESSAGE, expect.any(ApiError));
    expect(peekToasts()).toEqual([]);
  });
});

test('badges marked as told are flagged in the cache at once and sent to the server', async () => {
  const fetchMock = stubFetch(() => respond(204));
  const queryClient = new QueryClient();
  const badge = (badgeId: string) => ({ badgeId, notified: false });
  queryClient.setQueryData(badgeKeys.earned, [badge('a'), badge('b')]);

  await markBadgesNotified(queryClient, ['a']);

  expect(queryClient.getQueryData(badgeKeys.earned)).toEqual([
    { badgeId: 'a', notified: true },
    { badgeId: 'b', notified: false },
  ]);
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/badges/user/notified');
  expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ badgeIds: ['a'] });
});
