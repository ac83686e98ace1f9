// The user's own feedback with the replies (GET /api/feedback), and sending more (POST /api/feedback).
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import type { Feedback, FeedbackList, SendFeedbackBody } from '#contract/feedback';

export const myFeedbackKeys = {
  all: ['/api/feedback'] as const,
};

export const myFeedbackQuery = queryOptions<FeedbackList>({ queryKey: myFeedbackKeys.all });

export function useMyFeedback() {
  return useQuery(myFeedbackQuery);
}

/** The sent item goes into the list at once (the server's answer, not the form's copy). */
function showSent(queryClient: QueryClient, sent: Feedback) {
  queryClient.setQueryData(myFeedbackQuery.queryKey, (list) => ({
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
