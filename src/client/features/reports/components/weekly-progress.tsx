import { Check, CircleDashed, Minus, NotebookPen, Snowflake, X } from 'lucide-react';
import { MoodLabel } from '#client/components/ui/mood-label';
import { cn } from '#client/lib/cn';
import { formatDate } from '#client/lib/dates';
import type { WeeklyProgress as Progress } from '#contract/reports';
import { weeklyComparison, weeklyDoneWords } from '#domain/sentences/weekly-sentences';

const STATE = {
  completed: { word: 'Retro completed', icon: Check, tone: 'bg-accent text-accent-contrast' },
  started: {
    word: 'Retro started',
    icon: Minus,
    tone: 'bg-accent-soft text-accent-strong ring-1 ring-accent',
  },
  missed: { word: 'Missed', icon: X, tone: 'bg-foreground/[0.05] text-muted-foreground' },
  frozen: { word: 'Covered by a freeze', icon: Snowflake, tone: 'bg-accent-soft text-accent-strong' },
  'not-yet': {
    word: 'Not yet',
    icon: CircleDashed,
    tone: 'text-muted-foreground ring-1 ring-border ring-dashed',
  },
  'before-start': { word: 'Before you started', icon: Minus, tone: 'text-muted-foreground/60' },
} as const;

/** A week named mid-sentence by its first day: "week of 9 Nov". */
const weekName = (from: string) => `week of ${formatDate(from, 'short')}`;

/** What the week's circles mean, in words: shown beside them from 640 px and in print, under "How is this worked out?" on a phone. */
export function WeekLegend({ frozen, className }: { frozen: boolean; className?: string }) {
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs', className)}>
      <span className="inline-flex items-center gap-1">
        <Check aria-hidden="true" className="size-3.5" /> completed
      </span>
      <span className="inline-flex items-center gap-1">
        <Minus aria-hidden="true" className="size-3.5" /> started
      </span>
      <span className="inline-flex items-center gap-1">
        <X aria-hidden="true" className="size-3.5" /> missed
      </span>
      {frozen ? (
        <span className="inline-flex items-center gap-1">
          <Snowflake aria-hidden="true" className="size-3.5" /> covered by a freeze
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <NotebookPen aria-hidden="true" className="size-3.5" /> journal entry
      </span>
    </p>
  );
}

/** Weekly progress as the summary's first part: the count, against last week, and a circle a day. */
export function WeeklyProgress({
  progress,
  title,
  firstDay,
  today,
  frozenDates,
}: {
  progress: Progress;
  title: string;
  firstDay: string;
  today: string;
  /** Days a streak freeze covered (the daily retro streak's): shown as covered, not missed. */
  frozenDates: ReadonlySet<string>;
}) {
  // A row under the circles only when some day of the week has something in it.
  const anyMood = progress.days.some((d) => d.mood !== null);
  const anyJournal = progress.days.some((d) => d.journal);
  return (
    <div className="break-inside-avoid print:col-span-2" data-testid="summary-week">
      <h3 id="weekly-progress-heading" className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-muted-foreground text-sm">{title}</span>
        <span className="text-muted-foreground text-sm">
          {formatDate(progress.from, 'short')} – {formatDate(progress.to, 'short')}
        </span>
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span
          className="font-semibold text-2xl text-foreground tabular-nums sm:text-3xl"
          data-testid="weekly-done"
        >
          {progress.completed} of {progress.daysSoFar}
        </span>
        <span className="text-muted-foreground text-sm sm:text-base">{weeklyDoneWords(progress, today)}</span>
      </p>
      <p className="text-muted-foreground text-sm" data-testid="weekly-comparison">
        {weeklyComparison(progress, firstDay, today, weekName)}
      </p>
      <ol className="mt-2 grid grid-cols-7 gap-1.5 sm:mt-4 sm:gap-3">
        {progress.days.map((day) => {
          const shown = day.retro === 'missed' && frozenDates.has(day.date) ? 'frozen' : day.retro;
          const state = STATE[shown];
          const Icon = state.icon;
          return (
            <li
              key={day.date}
              className="flex min-w-0 flex-col items-center gap-1 text-center"
              data-state={shown}
            >
              <span className="font-medium text-muted-foreground text-xs">
                {formatDate(day.date, 'weekday')}
              </span>
              <span className={cn('grid size-9 place-items-center rounded-full sm:size-11', state.tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="sr-only">
                {formatDate(day.date, 'day')}: {state.word}
                {day.journal ? ', journal entry written' : ''}
              </span>
              {day.mood ? (
                <MoodLabel mood={day.mood} className="max-w-full px-1 [&>svg]:hidden sm:[&>svg]:inline" />
              ) : anyMood ? (
                <span aria-hidden="true" className="h-5" />
              ) : null}
              {day.journal ? (
                <NotebookPen aria-hidden="true" className="size-4 text-accent-strong" />
              ) : anyJournal ? (
                <span aria-hidden="true" className="h-4" />
              ) : null}
            </li>
          );
        })}
      </ol>
      <WeekLegend
        frozen={progress.days.some((day) => frozenDates.has(day.date))}
        className="mt-3 hidden sm:flex print:mt-2 print:flex"
      />
    </div>
  );
}
