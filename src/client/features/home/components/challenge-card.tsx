import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { cardClasses } from '#client/components/ui/card';
import { ChevronRightIcon } from '#client/components/ui/icons';
import { useCheckChallengeDay } from '#client/features/gamification';
import { cn } from '#client/lib/cn';
import { PAGES } from '#client/lib/route-table';
import type { UserChallenge } from '#contract/challenges';

const HOW_TODAY_COUNTS = {
  'journal-entry': 'Today counts once you write a journal entry.',
  'question-entry': 'Today counts once you reply to a library question in your journal.',
} as const;

export function ChallengeToday({ userChallenge }: { userChallenge: UserChallenge }) {
  const { challenge, day, today, doneDates } = userChallenge;
  const check = useCheckChallengeDay();
  const doneToday = doneDates.includes(today);
  const ended = day >= challenge.durationDays && today > userChallenge.endDate;
  const Icon = gamificationIcon(challenge.icon);
  return (
    <section aria-labelledby="challenge-heading" className={cardClasses('tile')}>
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium text-accent-strong text-xs uppercase tracking-wider">
            Challenge · day {day} of {challenge.durationDays}
          </p>
          <h2 id="challenge-heading" className="mt-0.5 font-semibold text-foreground text-lg">
            {challenge.title}
          </h2>
          <p className="mt-0.5 text-muted-foreground">{challenge.dailyAction}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {ended ? (
          <p className="text-muted-foreground text-sm">Its last day is past: finish it in Achievements.</p>
        ) : challenge.doneWhen === 'ticked' ? (
          <button
            type="button"
            aria-pressed={doneToday}
            onClick={() => check.mutate({ challengeId: challenge.id, date: today, done: !doneToday })}
            className={cn(
              'inline-flex h-11 items-center gap-2 rounded-xl border px-4 font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
              doneToday
                ? 'border-accent bg-accent text-accent-contrast hover:bg-accent-hover'
                : 'border-border bg-surface text-foreground shadow-xs hover:bg-foreground/[0.04]',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-5 place-items-center rounded-full border',
                doneToday ? 'border-accent-contrast' : 'border-foreground/40',
              )}
            >
              {doneToday ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            Done today
          </button>
        ) : (
          <p className="text-muted-foreground text-sm">
            {doneToday ? 'Today counts: done.' : HOW_TODAY_COUNTS[challenge.doneWhen]}
          </p>
        )}
        <Link
          href={`${PAGES.achievements.path}?tab=challenges`}
          className="inline-flex h-11 items-center gap-1 font-medium text-accent-strong text-sm hover:underline"
        >
          All its days
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
