// Everyone's feedback, filtered and ordered (GET /api/admin/feedback), and what an administrator does with
// an item: open it (read), set its status, reply.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import type { FeedbackKind, FeedbackStatus } from '#contract/constants';
import type { AdminFeedback, AdminFeedbackList } from '#contract/feedback';

export interface InboxFilters {
  status: FeedbackStatus | '';
  kind: FeedbackKind | '';
  q: string;
  order: 'newest' | 'oldest';
}

const INBOX_PATH = '/api/admin/feedback';

export const inboxKeys = {
  all: [INBOX_PATH] as const,
  list: ({ status, kind, q, order }: InboxFilters) =>
    [
      INBOX_PATH,
      { status: status || undefined, kind: kind || undefined, q: q.trim() || undefined, order },
    ] as const,
};

/** While other filters load, the items shown stay. */
export const inboxQuery = (filters: InboxFilters) =>
  queryOptions<AdminFeedbackList>({
    queryKey: inboxKeys.list(filters),
    placeholderData: (previous) => previous,
  });

export function useFeedbackInbox(filters: InboxFilters) {
  return useQuery(inboxQuery(filters));
}

/** Every change answers with the item as stored: it replaces the item in each inbox list shown. */
function useItemChange<V>(call: (vars: V) => Promise<AdminFeedback>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (item) => {
      for (const [key, list] of queryClient.getQueriesData<AdminFeedbackList>({ queryKey: inboxKeys.all })) {
        if (!list) continue;
        const had = list.items.find((i) => i.id === item.id);
        queryClient.setQueryData<AdminFeedbackList>(key, {
          items: list.items.map((i) => (i.id === item.id ? item : i)),
          unread: list.unread - (had && !had.read && item.read ? 1 : 0),
        });
      }
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });
}

export const useOpenFeedback = () =>
  useItemChange((id: string) => api.post<AdminFeedback>(`${INBOX_PATH}/${id}/read`));
export const useSetFeedbackStatus = () =>
  useItemChange(({ id, status }: { id: string; status: FeedbackStatus }) =>
    api.patch<AdminFeedback>(`${INBOX_PATH}/${id}`, { status }),
  );
export const useReplyToFeedback = () =>
  useItemChange(({ id, message }: { id: string; message: string }) =>
    api.post<AdminFeedback>(`${INBOX_PATH}/${id}/replies`, { message }),
  );
