// The daily reminder: its time, days and zone, its calendar links and feed, and the devices that get
// its notifications (GET and PUT /api/reminders; this device's subscription is push-device.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '#client/lib/api-client';
import { toast } from '#client/lib/toast-store';
import type { CalendarFeedCreated, ReminderSettings, UpdateReminderBody } from '#contract/reminders';

export const reminderKeys = {
  settings: ['/api/reminders'] as const,
};

export const remindersQuery = queryOptions<ReminderSettings>({ queryKey: reminderKeys.settings });

export function useReminders() {
  return useQuery(remindersQuery);
}

/** Saves time, days, zone and on/off together. */
export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateReminderBody) => api.put<ReminderSettings>('/api/reminders', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(remindersQuery.queryKey, saved);
      // The zone is the profile's: everything dated by "today" may have moved.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== reminderKeys.settings[0],
      });
    },
    onError: (error) =>
      toast({ title: 'Reminder not saved', description: errorMessage(error), variant: 'destructive' }),
  });
}

/** Makes a new subscription address (any earlier one stops working); the answer holds it, once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedCreated>('/api/reminders/feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reminderKeys.settings }),
    onError: (error) =>
      toast({
        title: 'Could not make a calendar link',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/reminders/feed'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
      toast({
        title: 'Calendar link turned off',
        description: 'Calendars subscribed to it no longer update.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Could not turn off the link',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
}
