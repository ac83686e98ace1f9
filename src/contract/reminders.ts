import { z } from 'zod';
import { TimeZone } from './auth';
import { PUSH_ENDPOINT_MAX_LENGTH } from './constants';
import { text } from './text';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeMessage = 'Use a time written HH:MM, from 00:00 to 23:59';

export const ReminderTime = text({ max: 5, tooLong: timeMessage, notText: timeMessage }).regex(
  TIME_PATTERN,
  timeMessage,
);

const dayMessage = 'Days are ISO weekdays: 1 (Monday) to 7 (Sunday)';
export const ReminderDays = z
  .array(z.number({ message: dayMessage }).int(dayMessage).min(1, dayMessage).max(7, dayMessage), {
    message: 'Send days as a list of weekdays',
  })
  .min(1, 'Choose at least one day')
  .max(7, 'Each day at most once')
  .refine((days) => new Set(days).size === days.length, 'Each day at most once');

export const UpdateReminderBody = z.strictObject({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  time: ReminderTime,
  days: ReminderDays,
  timezone: TimeZone,
});
export type UpdateReminderBody = z.infer<typeof UpdateReminderBody>;

export const ReminderSettings = z.object({
  enabled: z.boolean(),
  time: z.string(),
  days: z.array(z.number().int()),
  /** The profile's time zone: the one zone that decides the user's days and reminders. */
  timezone: z.string(),
  /** false until the user first saves: the client may then offer the browser's zone. */
  configured: z.boolean(),
  /** The next reminder, ISO instant; null when reminders are off. */
  nextAt: z.string().nullable(),
  /** Outlook has no link here: it subscribes to the feed (see outlookSubscribeUrl). */
  calendar: z.object({ icsPath: z.string(), googleUrl: z.string() }),
  /** The subscription feed, when one exists; its address was shown once, when it was made. */
  feed: z.object({ createdAt: z.string() }).nullable(),
  push: z.object({
    /** false when this server has no VAPID keys (see README). */
    available: z.boolean(),
    /** The user's subscribed devices. */
    devices: z.number().int(),
  }),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

export const CalendarFeedCreated = z.object({
  /** webcal:// address for calendar apps. */
  url: z.string(),
  /** The same feed over http(s), for apps that ask for a plain link. */
  httpUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

const FEED_FILE_PATTERN = /^[A-Za-z0-9_-]{43}\.ics$/;
export const CalendarFeedParams = z.object({
  file: text({ max: 64, tooLong: 'Unknown calendar', notText: 'Unknown calendar' }).regex(
    FEED_FILE_PATTERN,
    'Unknown calendar',
  ),
});

export const PushPublicKey = z.object({ publicKey: z.string() });

const BASE64URL = /^[A-Za-z0-9_-]+=*$/;
const endpointMessage = 'endpoint must be an https URL';

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The length and NUL checks of text() stop first, so the URL parse never sees an oversized value. */
export const PushEndpoint = text({
  max: PUSH_ENDPOINT_MAX_LENGTH,
  tooLong: `endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
  notText: endpointMessage,
}).refine(isWebUrl, endpointMessage);

/** What the browser's PushSubscription.toJSON() gives. */
export const PushSubscriptionBody = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: text({ max: 200, notText: 'p256dh must be base64url' }).regex(
      BASE64URL,
      'p256dh must be base64url',
    ),
    auth: text({ max: 100, notText: 'auth must be base64url' }).regex(BASE64URL, 'auth must be base64url'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushSubscriptionSaved = z.object({ endpoint: z.string(), createdAt: z.string() });

export const RemovePushSubscriptionBody = z.strictObject({ endpoint: PushEndpoint });
export type RemovePushSubscriptionBody = z.infer<typeof RemovePushSubscriptionBody>;

/** The JSON a reminder push carries; the service worker shows it. */
export const ReminderPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type ReminderPushPayload = z.infer<typeof ReminderPushPayload>;
