// Replies to the user's feedback they have not seen: how many (GET /api/feedback/unseen-count, the dot on
// the Feedback entry) and marking them seen (POST /api/feedback/seen). A file of its own, since the
// navigation asks it on every first screen and needs nothing else of feedback.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import type { UnseenFeedbackCount } from '#contract/feedback';

export const unseenRepliesKeys = {
  count: ['/api/feedback/unseen-count'] as const,
};

/** Asked by the navigation, not the user: READ_RULES (query-client.ts) keep its 401 quiet. */
export const unseenRepliesQuery = queryOptions<UnseenFeedbackCount>({
  queryKey: unseenRepliesKeys.count,
  staleTime: 60_000,
});

export function useUnseenFeedbackCount(enabled: boolean) {
  return useQuery({ ...unseenRepliesQuery, enabled });
}

/** The user has the list in front of them: every reply so far counts as seen. */
export function useMarkRepliesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/feedback/seen'),
    onSuccess: () => {
      queryClient.setQueryData(unseenRepliesQuery.queryKey, { count: 0 });
    },
  });
}
