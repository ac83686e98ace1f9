import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { useCopyToJournal } from '#client/features/journal';
import { errorMessage } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import type { DraftQueue } from '#client/lib/drafts/draft-queue';
import { PAGES } from '#client/lib/route-table';
import { type DraftField, RETRO_DRAFT_KIND, useRetro } from '../api/retro';
import { journalEntryOf, rawLines, unsavedLines } from '../lib/closed-drafts';

function discardDrafts(queue: DraftQueue, date: string): void {
  for (const draft of queue.list(RETRO_DRAFT_KIND))
    if (draft.id.startsWith(`${date}:`)) queue.remove(RETRO_DRAFT_KIND, draft.id);
}

/** One closed day's unsaved answers, with the reason and what can be done with them. */
export function ClosedDay({
  queue,
  date,
  fields,
}: {
  queue: DraftQueue;
  date: string;
  fields: ReadonlyMap<DraftField, string>;
}) {
  const retro = useRetro(date);
  const copy = useCopyToJournal();
  const [done, setDone] = useState<'copied' | 'discarded' | null>(null);
  // Without the retro (it could not be read) the drafts are still shown, with plainer labels.
  const lines = retro.data ? unsavedLines(retro.data, fields) : retro.isError ? rawLines(fields) : [];
  const savedAfterAll = !retro.isPending && lines.length === 0;

  // Nothing differs from what the server kept (or only blank drafts are left): nothing to offer.
  useEffect(() => {
    if (savedAfterAll) discardDrafts(queue, date);
  }, [savedAfterAll, queue, date]);

  function discard() {
    discardDrafts(queue, date);
    setDone('discarded');
  }

  if (done === 'copied') {
    return (
      <p role="status" className={cardClasses('row', { className: 'mb-5 text-sm' })}>
        Your answers from {formatDate(date, 'day')} are in your journal.{' '}
        <Link
          href={PAGES.journal.path}
          className="font-medium text-accent-strong underline underline-offset-4"
        >
          Open the journal
        </Link>
      </p>
    );
  }
  if (done === 'discarded' || retro.isPending || savedAfterAll) return null;

  return (
    <section
      aria-labelledby={`closed-${date}`}
      className="mb-5 rounded-3xl border border-danger/40 bg-danger-soft/60 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="min-w-0">
          <h2 id={`closed-${date}`} className="font-medium text-danger">
            Not saved: answers from {formatDate(date, 'day')}
          </h2>
          <p className="mt-1 text-foreground text-sm">
            That retro closed before these reached the server, so it will not take them any more. They are
            still on this device: copy them into a journal entry for that day, or discard them.
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 rounded-2xl bg-surface p-4 text-sm">
        {lines.map((line) => (
          <div key={line.field}>
            <dt className="text-muted-foreground text-xs">{line.label}</dt>
            <dd className="mt-0.5 whitespace-pre-wrap text-foreground">{line.text}</dd>
          </div>
        ))}
      </dl>
      {copy.isError ? (
        <p role="alert" className="mt-3 text-danger text-sm">
          Could not copy them: {errorMessage(copy.error)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          disabled={lines.length === 0}
          busy={copy.isPending}
          onClick={() =>
            copy.mutate(journalEntryOf(date, lines), {
              onSuccess: () => {
                discardDrafts(queue, date);
                setDone('copied');
              },
            })
          }
        >
          Copy into a journal entry
        </Button>
        <Button variant="ghost" onClick={discard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
