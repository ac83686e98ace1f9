import { CircleAlert } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { formatDate } from '#client/lib/dates';
import type { DraftQueue } from '#client/lib/drafts/draft-queue';
import type { DraftRecord } from '#client/lib/drafts/draft-store';
import { RETRO_COMPLETION_KIND } from '../api/retro';

/** Each refused completion, with why and a way to dismiss it. */
export function RefusedCompletionCards({
  queue,
  refused,
}: {
  queue: DraftQueue;
  refused: DraftRecord<string>[];
}) {
  return (
    <>
      {refused.map((draft) => (
        <section
          key={draft.id}
          aria-labelledby={`refused-completion-${draft.id}`}
          className="mb-5 flex items-start gap-3 rounded-3xl border border-danger/40 bg-danger-soft/60 p-5 sm:p-6"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="min-w-0 flex-1">
            <h2 id={`refused-completion-${draft.id}`} className="font-medium text-danger">
              Not completed: your retro of {formatDate(draft.id, 'day')}
            </h2>
            <p className="mt-1 text-foreground text-sm">
              {draft.refused} What you wrote is kept: the answers that reached the server are in your history,
              any others are shown below.
            </p>
            <Button
              variant="ghost"
              className="mt-2 -ml-3"
              onClick={() => queue.remove(RETRO_COMPLETION_KIND, draft.id)}
            >
              Dismiss
            </Button>
          </div>
        </section>
      ))}
    </>
  );
}
