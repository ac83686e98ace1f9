import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Retro, RetroToday } from '../../../../contract/retro';
import { api } from '../../../lib/api-client';
import { updateStreak } from '../../gamification/api/update-streak';
import { showRetroProgress } from './retro-drafts';
import { retroKeys } from './retro-keys';

export function useCompleteRetro(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Retro>(`/api/retro/${date}/complete`),
    // A refused completion (400) would only be refused again.
    retry: false,
    onSuccess: (retro) => {
      queryClient.setQueryData<RetroToday>(retroKeys.today, (today) =>
        today && today.retro.date === retro.date ? { ...today, retro } : today,
      );
      queryClient.setQueryData(retroKeys.byDate(retro.date), retro);
      showRetroProgress(queryClient, retro);
      // Completion is the retro's activity of the day; completing again changes nothing on the server.
      void updateStreak(queryClient, 'daily-retro');
    },
  });
}
