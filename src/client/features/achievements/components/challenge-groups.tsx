import type { Challenge, UserChallenge } from '../../../../contract/challenges';
import { Button } from '../../../components/ui/button';
import { useAssignChallenge } from '../../gamification/api/use-assign-challenge';
import { gamificationIcon } from '../../gamification/lib/gamification-icons';
import { dayCount } from '../../gamification/lib/streak-copy';
import { formatLocalDate } from '../lib/achievement-copy';
import { ChallengeInProgress } from './challenge-in-progress';

function Group({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="font-medium text-foreground">{title}</h3>
      {empty ? (
        <p className="mt-2 text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">{children}</ul>
      )}
    </div>
  );
}

/** Challenges in three groups: under way, available to take on, and completed with their notes. */
export function ChallengeGroups({
  challenges,
  userChallenges,
}: {
  challenges: readonly Challenge[];
  userChallenges: readonly UserChallenge[];
}) {
  const assign = useAssignChallenge();
  const inProgress = userChallenges.filter((taken) => taken.status === 'in_progress');
  const completed = userChallenges
    .filter((taken) => taken.status === 'completed')
    .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const busy = new Set(inProgress.map((taken) => taken.challengeId));
  const available = challenges.filter((challenge) => !busy.has(challenge.id));
  const doneBefore = new Set(completed.map((taken) => taken.challengeId));

  return (
    <div className="grid gap-8">
      <Group
        title="In progress"
        empty={inProgress.length === 0 ? 'Nothing under way. Pick one below.' : null}
      >
        {inProgress.map((taken) => (
          <ChallengeInProgress key={taken.id} userChallenge={taken} />
        ))}
      </Group>

      <Group title="Available" empty={available.length === 0 ? 'You have taken on every challenge.' : null}>
        {available.map((challenge) => {
          const Icon = gamificationIcon(challenge.icon);
          const pending = assign.isPending && assign.variables === challenge.id;
          return (
            <li
              key={challenge.id}
              className="flex flex-col gap-4 rounded-2xl border border-border p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-foreground/[0.05] text-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <h4 className="font-semibold text-foreground">{challenge.title}</h4>
                  <p className="text-muted-foreground text-sm leading-snug">{challenge.description}</p>
                  <p className="mt-1 text-muted-foreground text-xs">
                    {dayCount(challenge.durationDays)} · {challenge.category}
                  </p>
                </div>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 self-start sm:self-center"
                busy={pending}
                disabled={assign.isPending}
                aria-label={`${doneBefore.has(challenge.id) ? 'Take on again' : 'Take on'}: ${challenge.title}`}
                onClick={() => assign.mutate(challenge.id)}
              >
                {doneBefore.has(challenge.id) ? 'Take it on again' : 'Take it on'}
              </Button>
            </li>
          );
        })}
      </Group>

      <Group
        title="Completed"
        empty={completed.length === 0 ? 'Completed challenges and your notes on them appear here.' : null}
      >
        {completed.map((taken) => {
          const Icon = gamificationIcon(taken.challenge.icon);
          return (
            <li key={taken.id} className="rounded-2xl border border-border p-4">
              <div className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent text-accent-contrast">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <h4 className="font-semibold text-foreground">{taken.challenge.title}</h4>
                  {taken.completedDate ? (
                    <p className="text-muted-foreground text-sm">
                      Completed{' '}
                      <time dateTime={taken.completedDate}>{formatLocalDate(taken.completedDate)}</time>
                    </p>
                  ) : null}
                </div>
              </div>
              {taken.notes ? (
                <blockquote className="mt-3 whitespace-pre-line border-accent/40 border-l-2 pl-3 text-foreground text-sm leading-relaxed">
                  {taken.notes}
                </blockquote>
              ) : null}
            </li>
          );
        })}
      </Group>
    </div>
  );
}
