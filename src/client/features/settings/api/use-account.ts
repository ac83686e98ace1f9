import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  EndSessionsResponse,
  SessionList,
} from '../../../../contract/account';
import type { AccountExport, ImportReport } from '../../../../contract/export';
import { clearAccent } from '../../../lib/accent-cache';
import { api, errorMessage } from '../../../lib/api-client';
import { browserStorage } from '../../../lib/storage-reset';
import { toast } from '../../../lib/toast-store';
import { authKeys } from '../../auth/api/auth-keys';

export const SESSIONS_KEY = ['/api/sessions'] as const;

/** Where the user is signed in (GET /api/sessions). */
export function useSessions() {
  return useQuery<SessionList>({ queryKey: SESSIONS_KEY, staleTime: 0 });
}

const ended = (count: number) => (count === 1 ? '1 other session' : `${count} other sessions`);

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<EndSessionsResponse>(`/api/sessions/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<SessionList>(SESSIONS_KEY, (list) =>
        list ? { sessions: list.sessions.filter((s) => s.id !== id) } : list,
      );
      toast({ title: 'Signed out', description: 'That device must sign in again.' });
    },
    onError: (error) =>
      toast({
        title: 'Could not sign that session out',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<EndSessionsResponse>('/api/sessions'),
    onSuccess: (result) => {
      queryClient.setQueryData<SessionList>(SESSIONS_KEY, (list) =>
        list ? { sessions: list.sessions.filter((s) => s.current) } : list,
      );
      toast({ title: 'Signed out everywhere else', description: `Ended ${ended(result.endedSessions)}.` });
    },
    onError: (error) =>
      toast({
        title: 'Could not sign out the other sessions',
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
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
      return queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

/** Deletes the account; afterwards nothing of it stays in this browser either. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.deleteWith<{ success: true }>('/api/user', { password }),
    onSuccess: () => {
      queryClient.setQueryData(authKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
      clearAccent(document.documentElement, browserStorage('localStorage'));
      toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
    },
  });
}

/** Brings an export file's contents into this account; every cached page may now be out of date. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: AccountExport) => api.post<ImportReport>('/api/import', data),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] }),
  });
}
