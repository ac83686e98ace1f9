import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckChallengeDayBody, UserChallenge } from '../../../../contract/challenges';
import { api } from '../../../lib/api-client';
import { gamificationKeys } from './gamification-keys';
import { toastFailure } from './gamification-toasts';

/** The failure toast of ticking a day (the spec names none for it: worded like its others). */
export const CHECK_DAY_FAILED = 'Failed to update the day';

const CHECK_DAY_KEY = ['check-challenge-day'];

function withDay(list: UserChallenge[] | undefined, body: CheckChallengeDayBody) {
  return list?.map((taken) => {
    if (taken.challengeId !== body.challengeId || taken.status !== 'in_progress') return taken;
    const others = taken.doneDates.filter((date) => date !== body.date);
    return { ...taken, doneDates: body.done ? [...others, body.date].sort() : others };
  });
}

/**
 * Ticks (or unticks) one day of a challenge in progress (PUT /api/challenges/days). The tick shows at
 * once; a refusal puts it back and says why.
 */
export function useCheckChallengeDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHECK_DAY_KEY,
    mutationFn: (body: CheckChallengeDayBody) => api.put<UserChallenge>('/api/challenges/days', body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: gamificationKeys.userChallenges });
      queryClient.setQueryData<UserChallenge[]>(gamificationKeys.userChallenges, (list) =>
        withDay(list, body),
      );
    },
    onError: (error, body) => {
      // Only this day goes back: other ticks on their way stand.
      queryClient.setQueryData<UserChallenge[]>(gamificationKeys.userChallenges, (list) =>
        withDay(list, { ...body, done: !body.done }),
      );
      toastFailure(CHECK_DAY_FAILED, error);
    },
    onSuccess: (updated) => {
      // While another tick is on its way this answer may already be out of date: the ticks shown stand.
      if (queryClient.isMutating({ mutationKey: CHECK_DAY_KEY }) > 1) return;
      queryClient.setQueryData<UserChallenge[]>(gamificationKeys.userChallenges, (list) =>
        list?.map((taken) => (taken.id === updated.id ? updated : taken)),
      );
    },
  });
}
