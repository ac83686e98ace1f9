// Where the user is signed in (GET /api/sessions), ending one session or all the others, and changing the
// password, which ends the others too.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  EndSessionsResponse,
  SessionList,
} from '#contract/account';

export const sessionKeys = {
  all: ['/api/sessions'] as const,
};

/** Always asked again when shown: another device may have signed in since. */
export const sessionsQuery = queryOptions<SessionList>({ queryKey: sessionKeys.all, staleTime: 0 });

export function useSessions() {
  return useQuery(sessionsQuery);
}

const ended = (count: number) => (count === 1 ? '1 other session' : `${count} other sessions`);

function keepSessions(queryClient: QueryClient, keep: (session: SessionList['sessions'][number]) => boolean) {
  queryClient.setQueryData(sessionsQuery.queryKey, (list) =>
    list ? { sessions: list.sessions.filter(keep) } : list,
  );
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<EndSessionsResponse>(`/api/sessions/${id}`),
    onSuccess: (_result, id) => {
      keepSessions(queryClient, (session) => session.id !== id);
      toast({ title: 'Signed out', description: 'That device must sign in again.' });
    },
    onError: (error) =>
      toast({
        title: 'Could not sign that session out',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<EndSessionsResponse>('/api/sessions'),
    onSuccess: (result) => {
      keepSessions(queryClient, (session) => session.current);
      toast({ title: 'Signed out everywhere else', description: `Ended ${ended(result.endedSessions)}.` });
    },
    onError: (error) =>
      toast({
        title: 'Could not sign out the other sessions',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post<ChangePasswordResponse>('/api/user/password', body),
    onSuccess: (result) => {
      toast({
        title: 'Password changed',
        description:
          result.endedSessions > 0
            ? `Ended ${ended(result.endedSessions)}.`
            : 'No other session was signed in.',
      });
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
