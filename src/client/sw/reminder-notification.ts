// What the service worker shows for a reminder push, and where a click on it leads. Pure, so the
// rules are tested without a worker.
import { REMINDER_NOTIFICATION } from '#contract/constants';
import type { ReminderPushPayload } from '#contract/reminders';

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

/** The part of a window client a notification click uses. */
export interface NotificationWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<NotificationWindow | null>;
}

/** The part of the worker's `clients` a notification click uses. */
export interface NotificationClients<W extends NotificationWindow> {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly W[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A click opens the daily retro: the app's window already on it, another of its windows moved there, or
 * a new window. A window that cannot be moved (not controlled by this worker: navigate() refuses or
 * answers null) or focused leaves the click to a new window, so it never does nothing.
 */
export async function openFromNotification<W extends NotificationWindow>(
  clients: NotificationClients<W>,
  url: unknown,
  origin: string,
): Promise<void> {
  const target = clickTarget(url, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const chosen = windowToUse(windows, target);
  const shown = chosen
    ? chosen.navigate
      ? await chosen.client.navigate(target.href).catch(() => null)
      : chosen.client
    : null;
  const focused = shown
    ? await shown.focus().then(
        () => true,
        () => false,
      )
    : false;
  if (!focused) await clients.openWindow(target.href);
}
