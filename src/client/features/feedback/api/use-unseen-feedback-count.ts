import { useQuery } from '@tanstack/react-query';
import type { UnseenFeedbackCount } from '../../../../contract/feedback';
import { api } from '../../../lib/api-client';

/** Query keys of the user's feedback: the first part is the request path (see urlForQueryKey). */
export const feedbackKeys = {
  mine: ['/api/feedback'] as const,
  unseen: ['/api/feedback/unseen-count'] as const,
};

/**
 * How many of the user's items have a reply they have not seen: the dot on the Feedback entry. A file
 * of its own, since the navigation asks it on every first screen and needs nothing else of feedback.
 */
export function useUnseenFeedbackCount(enabled: boolean) {
  return useQuery({
    queryKey: feedbackKeys.unseen,
    // Asked by the navigation, not the user: a 401 here (a sign-out racing it) is no session-expired news.
    queryFn: () => api.get<UnseenFeedbackCount>('/api/feedback/unseen-count', { background: true }),
    enabled,
    staleTime: 60_000,
  });
}
