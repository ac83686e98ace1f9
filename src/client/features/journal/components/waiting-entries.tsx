import { CircleAlert, CloudOff, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import { notSavedText } from '#client/lib/drafts/save-state';
import { PAGES } from '#client/lib/route-table';
import { JOURNAL_DRAFT_KIND, journalDraftKind } from '../api/entries';
import { draftHeading, type EntryDraft, hasContent } from '../lib/entry-draft';

/** Words of a draft for its card: the start of the body, as typed. */
function excerptOf(draft: EntryDraft): string {
  return draft.body.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** This user's entries on this device that the server does not have yet, newest first. */
export function useWaitingEntries(userId: string) {
  const queue = useDraftQueue(userId, journalDraftKind);
  const waiting = queue
    .list<EntryDraft>(JOURNAL_DRAFT_KIND)
    .filter((draft) => draft.pending && hasContent(draft.value))
    .reverse();
  return { queue, waiting };
}

/**
 * Entries written on this device that the server does not have yet (written offline, or refused), newest
 * first, above the journal's own list. Each opens in the editor like any other; they are sent by the
 * draft queue on their own when the connection returns.
 */
export function WaitingEntries({ userId }: { userId: string }) {
  const { queue, waiting } = useWaitingEntries(userId);
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby="waiting-entries" className="mb-6">
      <h2 id="waiting-entries" className="sr-only">
        Waiting to sync
      </h2>
      <ul className="grid gap-3" aria-label="Waiting to sync">
        {waiting.map((draft) => {
          const state = queue.state(JOURNAL_DRAFT_KIND, draft.id);
          const refused = state.status === 'refused' ? state.reason : null;
          const href =
            draft.serverId === draft.id
              ? `${PAGES.journal.path}?entry=${draft.id}`
              : `${PAGES.journal.path}?draft=${draft.id}`;
          return (
            <li
              key={draft.id}
              className={
                refused === null
                  ? 'rounded-2xl border border-warning/40 border-dashed bg-warning-soft/40 shadow-xs'
                  : 'rounded-2xl border border-danger/40 bg-danger-soft/50 shadow-xs'
              }
            >
              <Link
                href={href}
                className="block rounded-2xl px-5 pt-4 pb-3 transition-colors hover:bg-foreground/[0.025] focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span
                  className={`flex items-center gap-1.5 font-medium text-xs ${refused === null ? 'text-warning' : 'text-danger'}`}
                >
                  {refused === null ? (
                    <CloudOff aria-hidden="true" className="size-3.5" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="size-3.5" />
                  )}
                  {refused === null
                    ? state.status === 'saving'
                      ? 'Saving…'
                      : 'Waiting to sync'
                    : notSavedText(refused)}
                </span>
                <span className="mt-1.5 block font-serif text-foreground text-xl leading-snug">
                  {draftHeading(draft.value)}
                </span>
                {excerptOf(draft.value) ? (
                  <span className="mt-1 line-clamp-2 text-muted-foreground text-sm leading-normal sm:line-clamp-3 sm:text-base sm:leading-relaxed">
                    {excerptOf(draft.value)}
                  </span>
                ) : null}
              </Link>
              {refused === null ? null : (
                <RefusedActions
                  onRetry={() => void queue.retry(JOURNAL_DRAFT_KIND, draft.id)}
                  onDiscard={() => queue.remove(JOURNAL_DRAFT_KIND, draft.id)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const actionClasses =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** A refused entry: try it again, or (asked twice, it is the user's writing) let it go. */
function RefusedActions({ onRetry, onDiscard }: { onRetry: () => void; onDiscard: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-danger/20 border-t px-5 py-1.5">
      <p className="text-foreground text-xs">
        {confirming ? 'Discard these words for good?' : 'Kept on this device.'}
      </p>
      <div className="ml-auto flex items-center gap-1">
        {confirming ? (
          <>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={`${actionClasses} text-foreground hover:bg-foreground/[0.06]`}
            >
              Keep
            </button>
            <button
              type="button"
              onClick={onDiscard}
              className={`${actionClasses} text-danger hover:bg-danger-soft`}
            >
              Discard
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={`${actionClasses} text-muted-foreground hover:bg-foreground/[0.06]`}
            >
              Discard…
            </button>
            <button
              type="button"
              onClick={onRetry}
              className={`${actionClasses} text-danger hover:bg-danger-soft`}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          </>
        )}
      </div>
    </div>
  );
}
