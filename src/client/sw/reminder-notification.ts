// What the service worker shows for a reminder push, and where a click on it leads. Pure, so the
// rules are tested without a worker.
import { REMINDER_NOTIFICATION } from '../../contract/constants';
import type { ReminderPushPayload } from '../../contract/reminders';

/** The reminder a push carries; anything unreadable still reminds, with the standard words. */
export function reminderFromPush(readJson: () => unknown): ReminderPushPayload {
  try {
    const parsed = readJson() as Partial<Record<keyof ReminderPushPayload, unknown>> | null;
    if (parsed && typeof parsed === 'object') {
      return {
        title: typeof parsed.title === 'string' ? parsed.title : REMINDER_NOTIFICATION.title,
        body: typeof parsed.body === 'string' ? parsed.body : REMINDER_NOTIFICATION.body,
        url: typeof parsed.url === 'string' ? parsed.url : REMINDER_NOTIFICATION.url,
        tag: typeof parsed.tag === 'string' ? parsed.tag : REMINDER_NOTIFICATION.tag,
      };
    }
  } catch {
    // Not JSON: the standard reminder below.
  }
  return { ...REMINDER_NOTIFICATION };
}

/** The page a click opens: the app's own page named in the push, never another site. */
export function clickTarget(url: unknown, origin: string): URL {
  const fallback = new URL(REMINDER_NOTIFICATION.url, origin);
  if (typeof url !== 'string') return fallback;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target : fallback;
  } catch {
    return fallback;
  }
}

/** Of the app's open windows, the one to focus: one already on the target page, else any. */
export function windowToUse<T extends { url: string }>(
  windows: readonly T[],
  target: URL,
): { client: T; navigate: boolean } | null {
  const same = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (same) return { client: same, navigate: false };
  const any = windows[0];
  return any ? { client: any, navigate: true } : null;
}
