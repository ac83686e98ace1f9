// What the device needs to open a new day's retro without a connection (decision record 045): the
// settings that decide the user's day (GET /api/profile) and the questions a retro asks from
// (GET /api/questions?category=Regular). Read once a day while online, kept with the saved data cache.
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOnline } from '#client/lib/online-status';
import { whenSettled } from '#client/lib/when-settled';
import type { Profile } from '#contract/profile';
import type { QuestionList } from '#contract/questions';
import type { Retro, RetroToday } from '#contract/retro';
import { useRetroToday } from './retro';

const DAY_MS = 24 * 60 * 60_000;

type DeviceRetroModule = typeof import('../lib/device-retro');

/** Shares the settings page's entry (its key and answer). */
export const dayRulesQuery = queryOptions<Profile>({ queryKey: ['/api/profile'], staleTime: DAY_MS });

/** Shares the question library's entry for the retro's category. */
export const retroPoolQuery = queryOptions<QuestionList>({
  queryKey: ['/api/questions', { category: 'Regular', q: undefined }],
  staleTime: DAY_MS,
});

/** Once the retro page has settled, the two are read if the kept copies are a day old (or missing). */
export function useKeepDayRules(): { rules: Profile | undefined; pool: QuestionList | undefined } {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenSettled(() => {
        void queryClient.prefetchQuery(dayRulesQuery);
        void queryClient.prefetchQuery(retroPoolQuery);
      }),
    [queryClient],
  );
  const rules = useQuery({ ...dayRulesQuery, enabled: false }).data;
  const pool = useQuery({ ...retroPoolQuery, enabled: false }).data;
  return { rules, pool };
}

/** Every retro the cache holds (today's and by date), for the device's pick of a new day's questions. */
export function knownRetros(queryClient: QueryClient): Retro[] {
  const found = new Map<string, Retro>();
  for (const [key, data] of queryClient.getQueriesData<unknown>({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/retro/'),
  })) {
    const retro =
      key[0] === '/api/retro/today'
        ? (data as { retro?: Retro } | undefined)?.retro
        : (data as Retro | undefined);
    if (retro && typeof retro.date === 'string' && Array.isArray(retro.questions))
      found.set(retro.date, retro);
  }
  return [...found.values()];
}

/**
 * Today's retro as the server last told it, or, when the server cannot be reached and what the device
 * kept is of an earlier day (or nothing), today's worked out on the device (decision record 045).
 */
export function useTodayEvenOffline(userId: string | undefined) {
  const query = useRetroToday();
  const online = useOnline();
  const queryClient = useQueryClient();
  const { rules, pool } = useKeepDayRules();
  let data: RetroToday | undefined = query.data;
  const unreachable = !online || (query.isError && query.fetchStatus !== 'fetching');
  // The day's rule loads only when the server cannot be reached (precached, so offline too).
  const [device, setDevice] = useState<DeviceRetroModule | null>(null);
  const canWorkOut = unreachable && userId !== undefined && rules !== undefined && pool !== undefined;
  useEffect(() => {
    if (!canWorkOut || device) return;
    let live = true;
    import('../lib/device-retro').then(
      (module) => live && setDevice(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [canWorkOut, device]);
  let loadingRule = false;
  if (canWorkOut && userId && rules && pool) {
    if (!device) loadingRule = true;
    else {
      const now = new Date();
      if (query.data?.retro.date !== device.localToday(now, rules).today) {
        const known = knownRetros(queryClient);
        data = device.deviceRetroToday({ userId, now, rules, pool: pool.items, known }) ?? query.data;
      }
    }
  }
  // Online, a stale copy (restored from the device, say) is brought up to date once before the form starts
  // from it: the form reads its first values once, and a copy saved a moment before the last reload may
  // lack an answer. Refreshes later on (the connection returning) leave the open form alone.
  const [staleAtOpen] = useState(() =>
    online && query.data !== undefined && query.isStale ? query.dataUpdatedAt : null,
  );
  const refreshing =
    online &&
    staleAtOpen !== null &&
    query.dataUpdatedAt === staleAtOpen &&
    !query.isError &&
    data === query.data;
  return {
    data: refreshing || loadingRule ? undefined : data,
    isPending: refreshing || loadingRule || (data === undefined && query.isPending),
    isError: data === undefined && query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
