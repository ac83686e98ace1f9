import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Feedback,
  FeedbackList,
  SendFeedbackBody,
  UnseenFeedbackCount,
} from '../../../../contract/feedback';
import { api } from '../../../lib/api-client';

export const feedbackKeys = {
  mine: ['/api/feedback'] as const,
  unseen: ['/api/feedback/unseen-count'] as const,
};

export function useMyFeedback() {
  return useQuery({ queryKey: feedbackKeys.mine, queryFn: () => api.get<FeedbackList>('/api/feedback') });
}

/** How many of the user's items have a reply they have not seen: the dot on the Feedback entry. */
export function useUnseenFeedbackCount(enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.unseen,
    // Asked by the navigation, not the user: a 401 here (a sign-out racing it) is no session-expired news.
    queryFn: () => api.get<UnseenFeedbackCount>('/api/feedback/unseen-count', { background: true }),
    enabled,
    staleTime: 60_000,
  });
}

/** The sent item goes into the list at once (the server's answer, not the form's copy). */
function showSent(queryClient: QueryClient, sent: Feedback) {
  queryClient.setQueryData<FeedbackList>(feedbackKeys.mine, (list) => ({
    items: [sent, ...(list?.items ?? []).filter((item) => item.id !== sent.id)],
  }));
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendFeedbackBody) => api.post<Feedback>('/api/feedback', body),
    onSuccess: (sent) => showSent(queryClient, sent),
  });
}

/** The user has the list in front of them: every reply so far counts as seen. */
export function useMarkRepliesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/feedback/seen'),
    onSuccess: () => {
      queryClient.setQueryData<UnseenFeedbackCount>(feedbackKeys.unseen, { count: 0 });
    },
  });
}
