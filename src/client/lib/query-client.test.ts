import { MutationObserver, type Query, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError, type AuthEvent, CANCELLED_CODE, NETWORK_ERROR_CODE, onAuthEvent } from './api-client';
import { createQueryClient, readRuleFor, shouldRetry, urlForQueryKey } from './query-client';

describe('urlForQueryKey', () => {
  test('the first part is the path', () => {
    expect(urlForQueryKey(['/api/user'])).toBe('/api/user');
  });

  test('a string second part is the timespan', () => {
    expect(urlForQueryKey(['/api/moods', 'week'])).toBe('/api/moods?timespan=week');
  });

  test('on a progress path it is the timePeriod', () => {
    expect(urlForQueryKey(['/api/progress-reports', 'month'])).toBe('/api/progress-reports?timePeriod=month');
  });

  test('an object becomes query parameters', () => {
    expect(urlForQueryKey(['/api/journal', { page: 2, q: 'tea', skip: undefined }])).toBe(
      '/api/journal?page=2&q=tea',
    );
  });

  test("an infinite query's page adds its parameters after the key's", () => {
    expect(urlForQueryKey(['/api/journal', { tag: 'tea' }], { cursor: 'c2' })).toBe(
      '/api/journal?tag=tea&cursor=c2',
    );
    expect(urlForQueryKey(['/api/journal', {}], {})).toBe('/api/journal');
  });
});

describe('shouldRetry', () => {
  test('retries a server error or a lost connection once', () => {
    expect(shouldRetry(0, new ApiError(500, 'Boom'), 1)).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'Offline', NETWORK_ERROR_CODE), 1)).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'Boom'), 1)).toBe(false);
  });

  test('never retries an answer that would only repeat itself, or a cancelled request', () => {
    expect(shouldRetry(0, new ApiError(401, 'Invalid username or password'), 1)).toBe(false);
    expect(shouldRetry(0, new ApiError(409, 'Taken'), 1)).toBe(false);
    expect(shouldRetry(0, new ApiError(0, 'Request was cancelled', CANCELLED_CODE), 1)).toBe(false);
  });
});

describe('the data cache follows SPEC section 7', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('fresh 5 minutes, kept 1 hour, one retry after 1 second, no polling, no refetch on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60 * 1000);
    expect(queries?.gcTime).toBe(60 * 60 * 1000);
    expect(queries?.retryDelay).toBe(1000);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retryDelay).toBe(1000);
  });

  test('only streaks are refetched on window focus and always on mount', () => {
    const client = createQueryClient();
    const { queries } = client.getDefaultOptions();
    const focus = queries?.refetchOnWindowFocus as (query: Query) => boolean | 'always';
    const mount = queries?.refetchOnMount as (query: Query) => boolean | 'always';
    const queryFor = (queryKey: QueryKey) => client.getQueryCache().build(client, { queryKey }) as Query;

    expect(focus(queryFor(['/api/streaks']))).toBe('always');
    expect(mount(queryFor(['/api/streaks']))).toBe('always');
    expect(focus(queryFor(['/api/moods']))).toBe(false);
    expect(mount(queryFor(['/api/moods']))).toBe(true);
  });

  test('the default query function asks for the URL built from the key, with cookies', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/progress', 'week'] })).resolves.toEqual({ ok: true });

    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/progress?timePeriod=week');
    expect(init.credentials).toBe('include');
  });

  test('GET /api/user answering 401 gives null and drops the signed-in hint; another 401 is an error', async () => {
    const cookies = { value: 'signed_in=1' };
    vi.stubGlobal('document', {
      get cookie() {
        return cookies.value;
      },
      set cookie(written: string) {
        if (written.startsWith('signed_in=;')) cookies.value = '';
      },
    });
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, { status: 401 }),
    );
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/user'] })).resolves.toBeNull();
    expect(cookies.value).toBe('');
    await expect(client.fetchQuery({ queryKey: ['/api/moods'], retry: false })).rejects.toMatchObject({
      status: 401,
    });
  });

  test('without the signed-in hint nobody is signed in, and GET /api/user is not asked', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'u1' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/user'] })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("GET /api/moods/today answering 404 gives null; its other failures throw the spec's message", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'None', code: 'NOT_FOUND' }, { status: 404 }),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/moods/today'] })).resolves.toBeNull();

    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Down', code: 'UNAVAILABLE' }, { status: 503 }),
    );
    const failure = await client
      .fetchQuery({ queryKey: ['/api/moods/today'], retry: false, staleTime: 0 })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: "Failed to fetch today's mood", status: 503 });
    expect(((failure as ApiError).cause as ApiError).message).toBe('Down');
  });

  test("each read the spec names a failure for throws it; other reads keep the server's message", () => {
    expect(readRuleFor(['/api/badges']).failure).toBe('Failed to fetch badges');
    expect(readRuleFor(['/api/badges/user']).failure).toBe('Failed to fetch user badges');
    expect(readRuleFor(['/api/streaks']).failure).toBe('Failed to fetch streaks');
    expect(readRuleFor(['/api/moods']).failure).toBe('Failed to fetch moods');
    expect(readRuleFor(['/api/customization']).failure).toBe('Failed to fetch customization');
    expect(readRuleFor(['/api/challenges']).failure).toBe('Failed to fetch challenges');
    expect(readRuleFor(['/api/challenges/user']).failure).toBe('Failed to fetch user challenges');
    expect(readRuleFor(['/api/journal', {}]).failure).toBeUndefined();
  });

  test('GET /api/version carries ?nocache={timestamp}', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T09:00:00.000Z'), toFake: ['Date'] });
    const fetchMock = vi.fn(async (_url: string) => Response.json({ version: '1.0.0' }));
    vi.stubGlobal('fetch', fetchMock);

    await createQueryClient().fetchQuery({ queryKey: ['/api/version'] });

    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/version?nocache=${Date.parse('2026-11-28T09:00:00.000Z')}`,
    );
  });

  test("a 401 on the navigation's unseen-replies count is no news that the session expired", async () => {
    const heard: AuthEvent[] = [];
    const stop = onAuthEvent((event) => heard.push(event));
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Not signed in' }, { status: 401 }));
    const client = createQueryClient();

    await client.fetchQuery({ queryKey: ['/api/feedback/unseen-count'] }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['/api/moods'] }).catch(() => undefined);
    stop();

    expect(heard).toEqual([{ type: 'session-expired', path: '/api/moods' }]);
  });

  test("home's answer fills today's mood, so the mood card does not ask again", async () => {
    const mood = { id: 'm1', mood: 'good' };
    const fetchMock = vi.fn(async () => Response.json({ today: '2026-11-28', todayMood: mood }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();

    await client.fetchQuery({ queryKey: ['/api/home'] });

    expect(client.getQueryData(['/api/moods/today'])).toEqual(mood);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a failed query is retried once, 1 second later', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new ApiError(503, 'Unavailable');
    });

    const result = client.fetchQuery({ queryKey: ['/api/moods'], queryFn }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(await result).toBeInstanceOf(ApiError);
  });

  test('a failed mutation is retried once, 1 second later', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new ApiError(0, 'Offline', NETWORK_ERROR_CODE);
    });
    const observer = new MutationObserver(client, { mutationFn });

    const result = observer.mutate().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(mutationFn).toHaveBeenCalledTimes(2);
    expect(await result).toBeInstanceOf(ApiError);
  });

  test('cached data is fresh for 5 minutes and dropped 1 hour after it is last used', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'data');
    const fetchIt = () => client.fetchQuery({ queryKey: ['/api/badges'], queryFn });

    await fetchIt();
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    await fetchIt();
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await fetchIt();
    expect(queryFn).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(client.getQueryData(['/api/badges'])).toBe('data');
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryData(['/api/badges'])).toBeUndefined();
  });
});
