import type { QueryClient } from '@tanstack/react-query';
import { AUTH_TOASTS } from '../../../../contract/constants';
import { clearAccent } from '../../../lib/accent-cache';
import { api } from '../../../lib/api-client';
import { forgetGreetingName } from '../../../lib/greeting';
import { forgetPushOnSignOut } from '../../../lib/push-on-sign-out';
import { browserStorage } from '../../../lib/storage-reset';
import { toast } from '../../../lib/toast-store';
import { authKeys } from './auth-keys';

/**
 * Signs the user out: this device stops getting their reminders (waits at most about a second), the
 * server ends the session, and nothing cached for them is left for the next person on the device.
 * Loaded when someone signs out, not with the first screen.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await forgetPushOnSignOut();
  await api.post<unknown>('/api/logout');
  queryClient.setQueryData(authKeys.user, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
  clearAccent(document.documentElement, browserStorage('localStorage'));
  forgetGreetingName(browserStorage('localStorage'));
  toast({ title: AUTH_TOASTS.logoutSuccess.title, description: AUTH_TOASTS.logoutSuccess.description });
}
