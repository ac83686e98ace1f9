import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { Button } from '#client/components/ui/button';
import { useCompleteChallenge } from '#client/features/gamification';
import type { UserChallenge } from '#contract/challenges';
import { CHALLENGE_NOTES_MAX_LENGTH } from '#contract/constants';
import { formatChallengeDate } from '#domain/challenge-days';
import { challengeStandingText } from '#domain/sentences/challenge-sentences';
import { useChallengeNotes } from '../lib/use-challenge-notes';
import { ChallengeDays } from './challenge-days';

/**
 * A challenge under way: which day it is, today's action, its days with a check for each one done, and,
 * from its last day on, completing it with notes (before that, the day it can be finished).
 */
export function ChallengeInProgress({ userChallenge }: { userChallenge: UserChallenge }) {
  const { challenge, day } = userChallenge;
  const Icon = gamificationIcon(challenge.icon);
  const complete = useCompleteChallenge();
  const { notes, change: changeNotes, forget: forgetNotes } = useChallengeNotes(userChallenge.id);
  const notesId = `notes-${userChallenge.id}`;
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
        <form
          className="mt-4 border-border border-t pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            complete.mutate({ challengeId: userChallenge.challengeId, notes }, { onSuccess: forgetNotes });
          }}
        >
          <label htmlFor={notesId} className="font-medium text-foreground text-sm">
            Notes on how it went
          </label>
          <textarea
            id={notesId}
            value={notes}
            onChange={(event) => changeNotes(event.target.value)}
            maxLength={CHALLENGE_NOTES_MAX_LENGTH}
            rows={3}
            placeholder="What did you notice? What will you keep?"
            className="mt-1.5 block w-full resize-y rounded-xl border border-input bg-surface px-3 py-2 text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p className="mt-1 text-muted-foreground text-xs">
            Kept on this device until you complete the challenge.
          </p>
          <Button type="submit" className="mt-3 h-11" busy={complete.isPending}>
            Complete challenge
          </Button>
        </form>
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
