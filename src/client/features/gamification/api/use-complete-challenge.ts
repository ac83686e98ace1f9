import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteChallengeBody, UserChallenge } from '../../../../contract/challenges';
import { GAMIFICATION_TOASTS } from '../../../../contract/constants';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';
import { toastFailure, toastSuccess } from './gamification-toasts';

/**
 * Completes a challenge with the user's notes (POST /api/challenges/complete). A first completed challenge
 * can earn a badge, so the user's badges are read again as well.
 */
export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteChallengeBody) => api.post<UserChallenge>('/api/challenges/complete', body),
    onSuccess: (completed) => {
      toastSuccess(GAMIFICATION_TOASTS.challengeCompleted);
      // The completed challenge, with the notes as the server stored them, shows at once.
      queryClient.setQueryData<UserChallenge[]>(gamificationKeys.userChallenges, (list) =>
        list?.map((item) => (item.id === completed.id ? completed : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: gamificationKeys.userChallenges }),
        queryClient.invalidateQueries({ queryKey: gamificationKeys.userBadges }),
        queryClient.invalidateQueries({ queryKey: gamificationKeys.badges }),
      ]);
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.completeFailed, error),
  });
}
