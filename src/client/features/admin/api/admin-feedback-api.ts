import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedbackKind, FeedbackStatus } from '../../../../contract/constants';
import type { AdminFeedback, AdminFeedbackList } from '../../../../contract/feedback';
import { api } from '../../../lib/api-client';

export interface InboxFilters {
  status: FeedbackStatus | '';
  kind: FeedbackKind | '';
  q: string;
  order: 'newest' | 'oldest';
}

const INBOX_KEY = '/api/admin/feedback';

function inboxPath(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  params.set('order', filters.order);
  return `${INBOX_KEY}?${params}`;
}

export function useFeedbackInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: [INBOX_KEY, filters],
    queryFn: () => api.get<AdminFeedbackList>(inboxPath(filters)),
    placeholderData: (previous) => previous,
  });
}

/** Every change answers with the item as stored: it replaces the item in each inbox list shown. */
function useItemChange<V>(call: (vars: V) => Promise<AdminFeedback>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (item) => {
      for (const [key, list] of queryClient.getQueriesData<AdminFeedbackList>({ queryKey: [INBOX_KEY] })) {
        if (!list) continue;
        const had = list.items.find((i) => i.id === item.id);
        queryClient.setQueryData<AdminFeedbackList>(key, {
          items: list.items.map((i) => (i.id === item.id ? item : i)),
          unread: list.unread - (had && !had.read && item.read ? 1 : 0),
        });
      }
      void queryClient.invalidateQueries({ queryKey: [INBOX_KEY] });
    },
  });
}

export const useOpenFeedback = () =>
  useItemChange((id: string) => api.post<AdminFeedback>(`${INBOX_KEY}/${id}/read`));
export const useSetFeedbackStatus = () =>
  useItemChange(({ id, status }: { id: string; status: FeedbackStatus }) =>
    api.patch<AdminFeedback>(`${INBOX_KEY}/${id}`, { status }),
  );
export const useReplyToFeedback = () =>
  useItemChange(({ id, message }: { id: string; message: string }) =>
    api.post<AdminFeedback>(`${INBOX_KEY}/${id}/replies`, { message }),
  );
