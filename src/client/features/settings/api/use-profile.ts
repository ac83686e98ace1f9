import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileBody } from '../../../../contract/profile';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';

const PROFILE_KEY = ['/api/profile'] as const;
/** Reports are counted in the user's weeks: a new week start changes every cached report. */
const REPORTS_PREFIX = '/api/progress-reports';

/** The settings that decide the user's local day and week (GET /api/profile). */
export function useProfile() {
  return useQuery<Profile>({ queryKey: PROFILE_KEY });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileBody) => api.patch<Profile>('/api/profile', changes),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(REPORTS_PREFIX),
      });
      toast({ title: 'Settings saved' });
    },
    onError: (error) =>
      toast({
        title: 'Could not save the setting',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
