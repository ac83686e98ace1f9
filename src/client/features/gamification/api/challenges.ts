// Challenges: the catalogue (GET /api/challenges), the ones the user took on (GET /api/challenges/user),
// and taking one on, ticking its days and completing it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import type {
  Challenge,
  CheckChallengeDayBody,
  CompleteChallengeBody,
  UserChallenge,
} from '#contract/challenges';
import { GAMIFICATION_TOASTS } from '#contract/constants';
import { refreshBadges } from './badges';
import { toastFailure, toastSuccess } from './gamification-toasts';

export const challengeKeys = {
  catalogue: ['/api/challenges'] as const,
  taken: ['/api/challenges/user'] as const,
};

export const challengesQuery = queryOptions<Challenge[]>({ queryKey: challengeKeys.catalogue });
export const userChallengesQuery = queryOptions<UserChallenge[]>({ queryKey: challengeKeys.taken });

export function useChallenges() {
  return useQuery(challengesQuery);
}

/** The challenges the user took on, in progress and completed. */
export function useUserChallenges() {
  return useQuery(userChallengesQuery);
}

/** Takes on a challenge; it starts today. */
export function useAssignChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api.post<UserChallenge>('/api/challenges/assign', { challengeId }),
    onSuccess: () => {
      toastSuccess(GAMIFICATION_TOASTS.challengeAssigned);
      return queryClient.invalidateQueries({ queryKey: challengeKeys.taken });
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.assignFailed, error),
  });
}

/** Completes a challenge with the user's notes. A first completed challenge can earn a badge. */
export function useCompleteChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteChallengeBody) => api.post<UserChallenge>('/api/challenges/complete', body),
    onSuccess: (completed) => {
      toastSuccess(GAMIFICATION_TOASTS.challengeCompleted);
      // The completed challenge, with the notes as the server stored them, shows at once.
      queryClient.setQueryData(userChallengesQuery.queryKey, (list) =>
        list?.map((item) => (item.id === completed.id ? completed : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: challengeKeys.taken }),
        refreshBadges(queryClient),
      ]);
    },
    onError: (error) => toastFailure(GAMIFICATION_TOASTS.completeFailed, error),
  });
}

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
      await queryClient.cancelQueries({ queryKey: challengeKeys.taken });
      queryClient.setQueryData(userChallengesQuery.queryKey, (list) => withDay(list, body));
    },
    onError: (error, body) => {
      // Only this day goes back: other ticks on their way stand.
      queryClient.setQueryData(userChallengesQuery.queryKey, (list) =>
        withDay(list, { ...body, done: !body.done }),
      );
      toastFailure(CHECK_DAY_FAILED, error);
    },
    onSuccess: (updated) => {
      // While another tick is on its way this answer may already be out of date: the ticks shown stand.
      if (queryClient.isMutating({ mutationKey: CHECK_DAY_KEY }) > 1) return;
      queryClient.setQueryData(userChallengesQuery.queryKey, (list) =>
        list?.map((taken) => (taken.id === updated.id ? updated : taken)),
      );
    },
  });
}
