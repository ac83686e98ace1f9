// The settings that decide the user's local day and week (GET and PATCH /api/profile).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshReports } from '#client/features/reports';
import { api, errorMessage } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import type { Profile, UpdateProfileBody } from '#contract/profile';

export const profileKeys = {
  profile: ['/api/profile'] as const,
};

export const profileQuery = queryOptions<Profile>({ queryKey: profileKeys.profile });

export function useProfile() {
  return useQuery(profileQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileBody) => api.patch<Profile>('/api/profile', changes),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      // Reports are counted in the user's weeks: a new week start changes every cached report.
      void refreshReports(queryClient);
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
