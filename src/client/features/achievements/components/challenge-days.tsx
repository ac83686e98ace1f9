import { Check } from 'lucide-react';
import { useCheckChallengeDay } from '#client/features/gamification';
import { cn } from '#client/lib/cn';
import type { UserChallenge } from '#contract/challenges';
import { challengeDates } from '#domain/challenge-days';
import { challengeDayName } from '#domain/sentences/challenge-sentences';

const HOW_A_DAY_COUNTS = {
  ticked: 'Tick each day once you have done it.',
  'journal-entry': 'A day counts when you write a journal entry on it.',
  'question-entry': 'A day counts when you reply to a library question in your journal.',
} as const;

/**
 * The days of a challenge, a week to a row, each with a check when its daily action was done. A day of
 * a challenge whose action happens away from the app is a toggle the user presses once it is done (from
 * day 1 up to today); the journal challenges count their days from the journal by themselves.
 */
export function ChallengeDays({ userChallenge }: { userChallenge: UserChallenge }) {
  const { challenge, startDate, day, doneDates, status, today } = userChallenge;
  const check = useCheckChallengeDay();
  const dates = challengeDates(startDate, challenge.durationDays);
  const done = new Set(doneDates);
  const inProgress = status === 'in_progress';
  const tickable = inProgress && challenge.doneWhen === 'ticked';

  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium text-foreground text-sm">
          {done.size} of {challenge.durationDays} days done
        </p>
        {inProgress ? (
          <p className="text-muted-foreground text-xs">{HOW_A_DAY_COUNTS[challenge.doneWhen]}</p>
        ) : null}
      </div>
      {/* Seven to a row and no gaps between them: every day's hit area is at least 44 px even at 390 px. */}
      <ol aria-label={`Days of ${challenge.title}`} className="mt-2 grid grid-cols-7 sm:max-w-sm">
        {dates.map((date, index) => {
          const number = index + 1;
          const isDone = done.has(date);
          const begun = number <= day;
          // Only today's day is marked: once the last day is past, no day of it is today.
          const current = inProgress && date === today;
          const name = challengeDayName(number, date, startDate, inProgress ? today : null);
          const face = (
            <span
              aria-hidden="true"
              className={cn(
                'grid size-9 place-items-center rounded-full font-medium text-xs tabular-nums transition-colors',
                isDone
                  ? 'bg-accent text-accent-contrast'
                  : begun
                    ? 'border border-border bg-surface text-foreground'
                    : 'border border-border border-dashed text-muted-foreground/70',
                current && 'ring-2 ring-accent ring-offset-2 ring-offset-surface',
              )}
            >
              {isDone ? <Check className="size-4" strokeWidth={3} /> : number}
            </span>
          );
          return (
            <li key={date} className="grid">
              {tickable && begun ? (
                <button
                  type="button"
                  aria-pressed={isDone}
                  aria-label={`${name}: done`}
                  onClick={() => check.mutate({ challengeId: challenge.id, date, done: !isDone })}
                  className="grid h-11 min-w-11 place-items-center rounded-xl hover:bg-foreground/[0.04] focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {face}
                </button>
              ) : (
                <span
                  role="img"
                  aria-label={`${name}: ${isDone ? 'done' : begun ? 'not done' : 'not yet'}`}
                  className="grid h-11 place-items-center"
                >
                  {face}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
