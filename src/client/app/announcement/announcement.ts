// The calendar reminder announcement (SPEC sections 2 and 4): shown ANNOUNCEMENT_DELAY_MS after the
// status check, only when the server does not say it was seen and this browser has no local flag.
import { ANNOUNCEMENT_DELAY_MS, STORAGE_KEYS } from '#contract/constants';

export const ANNOUNCEMENT_FEATURE = STORAGE_KEYS.calendarReminderAnnounced;
export const ANNOUNCEMENT_STATUS_PATH = `/api/user-preferences/feature-announcements/${ANNOUNCEMENT_FEATURE}`;
export const ANNOUNCEMENT_SEEN_PATH = '/api/user-preferences/feature-announcements';

/** Whether to show it: the server has not said seen and local storage lacks the flag. */
export function shouldShowAnnouncement(serverSeen: boolean, localFlag: string | null): boolean {
  return !serverSeen && localFlag === null;
}

/** Asks the server whether it was seen; a 404 or any error counts as not seen. */
export async function fetchAnnouncementSeen(get: (path: string) => Promise<unknown>): Promise<boolean> {
  try {
    const status = await get(ANNOUNCEMENT_STATUS_PATH);
    return typeof status === 'object' && status !== null && (status as { seen?: unknown }).seen === true;
  } catch {
    return false;
  }
}

export interface AnnouncementCheck {
  readLocalFlag: () => string | null;
  fetchServerSeen: () => Promise<boolean>;
  onShow: () => void;
  delayMs?: number;
}

/**
 * Runs the check and calls `onShow` when the announcement is due. A local flag skips the server call.
 * Returns a function that cancels whatever is still pending.
 */
export function startAnnouncementCheck({
  readLocalFlag,
  fetchServerSeen,
  onShow,
  delayMs = ANNOUNCEMENT_DELAY_MS,
}: AnnouncementCheck): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (readLocalFlag() !== null) return () => {};

  void fetchServerSeen().then((serverSeen) => {
    if (cancelled) return;
    timer = setTimeout(() => {
      // Read the flag again: another tab may have dismissed it meanwhile.
      if (!cancelled && shouldShowAnnouncement(serverSeen, readLocalFlag())) onShow();
    }, delayMs);
  });

  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

/** Either button: remember it here and tell the server (a failed call is fine, the local flag holds). */
export function markAnnouncementSeen({
  writeLocalFlag,
  postSeen,
}: {
  writeLocalFlag: (value: 'true') => void;
  postSeen: (body: { feature: typeof ANNOUNCEMENT_FEATURE; seen: true }) => Promise<unknown>;
}): Promise<void> {
  try {
    writeLocalFlag('true');
  } catch {
    // Storage blocked: the server still remembers.
  }
  return postSeen({ feature: ANNOUNCEMENT_FEATURE, seen: true }).then(
    () => undefined,
    () => undefined,
  );
}
