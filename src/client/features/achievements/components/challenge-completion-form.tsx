import { Button } from '#client/components/ui/button';
import { useCompleteChallenge } from '#client/features/gamification';
import type { UserChallenge } from '#contract/challenges';
import { CHALLENGE_NOTES_MAX_LENGTH } from '#contract/constants';
import { useChallengeNotes } from '../lib/use-challenge-notes';

/** Completing a challenge from its last day on, with notes kept on the device as they are typed. */
export function ChallengeCompletionForm({ userChallenge }: { userChallenge: UserChallenge }) {
  const complete = useCompleteChallenge();
  const { notes, change: changeNotes, forget: forgetNotes } = useChallengeNotes(userChallenge.id);
  const notesId = `notes-${userChallenge.id}`;
  return (
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
  );
}
