import type { QueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { forgetPushOnSignOut } from '#client/lib/push-on-sign-out';
import { toast } from '#client/lib/toast-store';
import { AUTH_TOASTS } from '#contract/constants';
import { forgetSignedInUser } from './user';

/**
 * The work of signing out (useLogout in user.ts): this device stops getting the user's reminders (waits at
 * most about a second), the server ends the session, and nothing cached for them is left for the next
 * person on the device. Loaded when someone signs out, not with the first screen.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await forgetPushOnSignOut();
  await api.post<unknown>('/api/logout');
  forgetSignedInUser(queryClient);
  toast({ title: AUTH_TOASTS.logoutSuccess.title, description: AUTH_TOASTS.logoutSuccess.description });
}
