import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Feedback,
  FeedbackList,
  SendFeedbackBody,
  UnseenFeedbackCount,
} from '../../../../contract/feedback';
import { api } from '../../../lib/api-client';
import { feedbackKeys } from './use-unseen-feedback-count';

export { feedbackKeys } from './use-unseen-feedback-count';

export function useMyFeedback() {
  return useQuery({ queryKey: feedbackKeys.mine, queryFn: () => api.get<FeedbackList>('/api/feedback') });
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
