import { ChevronDown } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { Link } from 'wouter';
import { RatingBars, RetroReadOnly } from '#client/components/retro/retro-read-only';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { MoodLabel } from '#client/components/ui/mood-label';
import { Spinner } from '#client/components/ui/spinner';
import { DayActivities } from '#client/features/activities';
import { useRetro, YESTERDAY_RETRO_PATH } from '#client/features/daily-retro';
import { errorMessage } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { formatDate } from '#client/lib/dates';
import type { RetroHistoryItem } from '#contract/retro';

const STATUS_TEXT: Record<RetroHistoryItem['status'], string> = {
  completed: 'Completed',
  in_progress: 'Not finished',
  not_started: 'Not started',
};

/** One day of history; opening it loads and shows the whole retro in place. */
export const HistoryCard = memo(function HistoryCard({
  item,
  currentYear,
  covered,
  finishable,
}: {
  item: RetroHistoryItem;
  currentYear: number;
  /** A freeze covered the day: the streak went on through it. */
  covered: boolean;
  /** Yesterday's, still open: it can be finished now. */
  finishable: boolean;
}) {
  const [open, setOpen] = useState(false);
  const detail = useRetro(item.date, open);
  const panelId = useId();
  const completed = item.status === 'completed';

  return (
    <Card as="article" variant="flush" aria-labelledby={`${panelId}-title`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="group block w-full rounded-3xl p-5 text-left focus-visible:outline-2 focus-visible:outline-ring sm:p-6"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span id={`${panelId}-title`} className="block font-serif text-foreground text-xl leading-snug">
              {formatDate(item.date, 'day', currentYear)}
            </span>
            <span
              className={cn(
                'mt-1 inline-flex items-center gap-1.5 text-xs',
                completed ? 'text-accent-strong' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn('size-1.5 rounded-full', completed ? 'bg-accent' : 'bg-foreground/25')}
              />
              {covered && !completed ? 'Covered by a freeze' : STATUS_TEXT[item.status]}
              {completed ? null : ` · ${item.answeredCount} of ${item.questionCount} answered`}
            </span>
            {item.mood ? <MoodLabel mood={item.mood} className="mt-1 ml-2 align-middle" /> : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'mt-1 size-5 shrink-0 text-muted-foreground transition-transform',
              open && 'rotate-180',
            )}
          />
        </span>
      </button>
      <DayActivities date={item.date} className="-mt-2 px-5 pb-5 sm:px-6" />
      {open ? null : (
        <div className="-mt-2 px-5 pb-5 sm:px-6 sm:pb-6">
          {item.answers.length > 0 ? (
            <div className="grid gap-2">
              {item.answers.map((answer) => (
                <span key={answer.questionId} className="block text-sm leading-snug">
                  <span className="block text-muted-foreground text-xs">{answer.question}</span>
                  <span className="line-clamp-2 text-foreground">{answer.firstLine}</span>
                </span>
              ))}
            </div>
          ) : null}
          <div className="mt-5">
            <RatingBars ratings={item.ratings} />
          </div>
        </div>
      )}
      {finishable ? (
        <div className="px-5 pb-5 sm:px-6">
          <Link href={YESTERDAY_RETRO_PATH} className={buttonClasses('primary')}>
            Finish yesterday's retro
          </Link>
        </div>
      ) : null}
      <div id={panelId} hidden={!open} className="px-5 pb-6 sm:px-6">
        {open ? (
          detail.isPending ? (
            <span className="flex items-center gap-2 text-muted-foreground text-sm">
              <Spinner className="size-4" /> Opening…
            </span>
          ) : detail.isError ? (
            <p role="alert" className="text-danger text-sm">
              {errorMessage(detail.error)}
            </p>
          ) : (
            <RetroReadOnly retro={detail.data} />
          )
        ) : null}
      </div>
    </Card>
  );
});
