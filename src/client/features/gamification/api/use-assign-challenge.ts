import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserChallenge } from '../../../../contract/challenges';
import { GAMIFICATION_TOASTS } from '../../../../contract/constants';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';
import { toastFailure, toastSuccess } from './gamification-toasts';

/** Takes on a challenge (POST /api/challenges/assign); it starts today. */
export function useAssignChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api.post<UserChallenge>('/api/challenges/assign', { challengeId }),
    onSuccess: () => {
      toastSuccess(GAMIFICATION_TOASTS.challengeAssigned);
      return queryClient.invalidateQueries({ queryKey: gamificationKeys.userChallenges });
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.assignFailed, error),
  });
}
