// A person's activities (GET /api/activities), the ones ticked on a day (a draft kind, so ticking works
// offline: see src/client/lib/drafts/) and the list's changes from Settings.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import type { SyncedDraftKind } from '#client/lib/drafts/draft-kind';
import type {
  Activity,
  ActivityDay,
  ActivityDayList,
  ActivityList,
  CreateActivityBody,
  UpdateActivityBody,
} from '#contract/activities';
import { monthOf } from '#domain/reports/periods';

export const activityKeys = {
  all: ['/api/activities'] as const,
  day: (date: string) => [`/api/activities/days/${date}`] as const,
  days: ['/api/activities/days'] as const,
  /** The ticked days of the calendar month holding `date`: the history and the journal read by month. */
  month: (date: string) => ['/api/activities/days', monthOf(date)] as const,
};

export const activitiesQuery = queryOptions<ActivityList>({ queryKey: activityKeys.all });
export const activityDayQuery = (date: string) =>
  queryOptions<ActivityDay>({ queryKey: activityKeys.day(date) });

/** Every card of a month asks the same key, so a page of history or journal is one request a month. */
export const activityMonthQuery = (date: string) =>
  queryOptions<ActivityDayList>({ queryKey: activityKeys.month(date) });

export function useActivities() {
  return useQuery(activitiesQuery);
}

export function useActivityDay(date: string) {
  return useQuery(activityDayQuery(date));
}

/** The ids ticked on `date`, read from its month. */
export function useTickedOn(date: string) {
  return useQuery({
    ...activityMonthQuery(date),
    select: (days) => days.find((day) => day.date === date)?.activityIds ?? [],
  });
}

export const ACTIVITY_DAY_DRAFT_KIND = 'activity-day';

function confirmDay(queryClient: QueryClient, day: ActivityDay) {
  queryClient.setQueryData(activityKeys.day(day.date), day);
  void queryClient.invalidateQueries({ queryKey: activityKeys.days });
  void queryClient.invalidateQueries({ queryKey: ['/api/activities/good-days'] });
}

/** A day's ticks: the whole set is PUT, so a draft sent twice is harmless. The draft id is the date. */
export const activityDayDraftKind: SyncedDraftKind<string[], ActivityDay> = {
  name: ACTIVITY_DAY_DRAFT_KIND,
  delayMs: 400,
  send: (draft) => api.put<ActivityDay>(`/api/activities/days/${draft.id}`, { activityIds: draft.value }),
  confirm: confirmDay,
  onRefused: (queryClient, draft) =>
    void queryClient.invalidateQueries({ queryKey: activityKeys.day(draft.id) }),
};

function useListChange<B>(send: (body: B) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // One after another, in the order made: icons chosen with the arrow keys end on the last one.
    scope: { id: 'activity-list' },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useCreateActivity() {
  return useListChange((body: CreateActivityBody) => api.post<Activity>('/api/activities', body));
}

export function useUpdateActivity() {
  return useListChange(({ id, ...body }: UpdateActivityBody & { id: string }) =>
    api.patch<Activity>(`/api/activities/${id}`, body),
  );
}

export function useReorderActivities() {
  return useListChange((ids: string[]) => api.put<ActivityList>('/api/activities/order', { ids }));
}
