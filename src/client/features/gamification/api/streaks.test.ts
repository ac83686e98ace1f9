import { focusManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client';
import { streaksQuery } from './streaks';

function respond(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets the observer's fetch (a promise chain, no timers) settle. */
async function settle() {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

describe('GET /api/streaks is always refetched on mount and window focus (SPEC section 7)', () => {
  test("both options are 'always', not only-when-stale", () => {
    expect(streaksQuery.refetchOnMount).toBe('always');
    expect(streaksQuery.refetchOnWindowFocus).toBe('always');
  });

  test('a focus refetches streaks that are still fresh; other data is left alone', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === '/api/streaks' ? respond([]) : respond({ ok: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    // What QueryClientProvider does: listen to focus and online changes.
    client.mount();
    const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

    const streaks = new QueryObserver(client, streaksQuery);
    const moods = new QueryObserver(client, { queryKey: ['/api/moods'] });
    const stop = [streaks.subscribe(() => {}), moods.subscribe(() => {})];
    await settle();
    expect(calls('/api/streaks')).toBe(1);
    expect(calls('/api/moods')).toBe(1);

    // A minute later the data is fresh (5 minutes), yet a focus refetches the streaks.
    await vi.advanceTimersByTimeAsync(60_000);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle();
    expect(calls('/api/streaks')).toBe(2);
    expect(calls('/api/moods')).toBe(1);

    // Mounting again refetches them too, still fresh.
    const again = new QueryObserver(client, streaksQuery);
    stop.push(again.subscribe(() => {}));
    await settle();
    expect(calls('/api/streaks')).toBe(3);

    for (const unsubscribe of stop) unsubscribe();
    client.unmount();
    client.clear();
  });
});
