import { Suspense, useState } from 'react';
import type { DraftQueue } from '#client/lib/drafts/draft-queue';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import { lazyOptional } from '#client/lib/lazy-optional';
import { type DraftField, parseRetroDraftId, RETRO_DRAFT_KIND, retroDraftKind } from '../api/retro';

// Rarely shown: its code (and the journal's copy call) loads only when a closed day has drafts left.
// Unavailable (offline before the app was stored), nothing shows: the drafts stay on the device.
const ClosedDay = lazyOptional(() => import('./closed-day-card').then((module) => module.ClosedDay));

/** Unsent drafts of this user's retros that are no longer open (not in `openDates`), by date. */
function closedDayDrafts(
  queue: DraftQueue,
  openDates: readonly string[],
): Map<string, Map<DraftField, string>> {
  const found = new Map<string, Map<DraftField, string>>();
  for (const draft of queue.list<string>(RETRO_DRAFT_KIND)) {
    const { date, field } = parseRetroDraftId(draft.id);
    if (openDates.includes(date) || !draft.pending) continue;
    found.set(date, (found.get(date) ?? new Map<DraftField, string>()).set(field, draft.value));
  }
  return found;
}

/**
 * Answers kept on this device for a retro that has closed since (typed offline just before the day
 * ended, say). The server refuses them now, so they are not sent again; they are shown with the reason
 * and can be copied into a journal entry of that day, or discarded.
 */
export function ClosedDayDrafts({ userId, openDates }: { userId: string; openDates: readonly string[] }) {
  const queue = useDraftQueue(userId, retroDraftKind);
  const [drafts] = useState(() => closedDayDrafts(queue, openDates));
  if (drafts.size === 0) return null;
  return (
    <Suspense fallback={null}>
      {[...drafts].map(([date, fields]) => (
        <ClosedDay key={date} queue={queue} date={date} fields={fields} />
      ))}
    </Suspense>
  );
}
