import { Suspense } from 'react';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { lazyOptional } from '#client/lib/lazy-optional';
import type { UserChallenge } from '#contract/challenges';
import { formatChallengeDate } from '#domain/challenge-days';
import { challengeStandingText } from '#domain/sentences/challenge-sentences';
import { ChallengeDays } from './challenge-days';

// Shown from the challenge's last day on: the form, and the notes kept as drafts on the device, load
// then (most visits to Achievements fall on the other days).
// Its code unavailable (offline before the app was stored), it says so; completing needs the server anyway.
const ChallengeCompletionForm = lazyOptional(
  () => import('./challenge-completion-form').then((module) => module.ChallengeCompletionForm),
  () => (
    <p className="mt-4 border-border border-t pt-4 text-muted-foreground text-sm">
      Completing this challenge needs a connection. Your days are kept.
    </p>
  ),
);

/**
 * A challenge under way: which day it is, today's action, its days with a check for each one done, and,
 * from its last day on, completing it with notes (before that, the day it can be finished).
 */
export function ChallengeInProgress({ userChallenge }: { userChallenge: UserChallenge }) {
  const { challenge, day } = userChallenge;
  const Icon = gamificationIcon(challenge.icon);
  const finishable = day >= challenge.durationDays;

  return (
    <li className="rounded-2xl border border-accent/30 bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-foreground">{challenge.title}</h3>
          <p className="text-muted-foreground text-sm">
            {challengeStandingText(userChallenge.startDate, challenge.durationDays, userChallenge.today)} ·{' '}
            {challenge.category}
          </p>
        </div>
      </div>
      <p className="mt-4 rounded-xl bg-foreground/[0.04] px-3 py-2 text-foreground text-sm">
        <span className="font-medium">Each day: </span>
        {challenge.dailyAction}
      </p>
      <ChallengeDays userChallenge={userChallenge} />
      {finishable ? (
        <Suspense fallback={<div className="mt-4 min-h-52 border-border border-t" aria-busy="true" />}>
          <ChallengeCompletionForm userChallenge={userChallenge} />
        </Suspense>
      ) : (
        <p className="mt-3 text-muted-foreground text-sm">
          You can finish this challenge from{' '}
          <time dateTime={userChallenge.endDate} className="font-medium text-foreground">
            {formatChallengeDate(userChallenge.endDate, userChallenge.startDate)}
          </time>
          .
        </p>
      )}
    </li>
  );
}
