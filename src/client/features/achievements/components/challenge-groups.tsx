import { type ReactNode, useId } from 'react';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { cardClasses } from '#client/components/ui/card';
import { formatDate } from '#client/lib/dates';
import type { Challenge, UserChallenge } from '#contract/challenges';
import { AvailableChallenges } from './available-challenges';
import { ChallengeInProgress } from './challenge-in-progress';

function Group({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-foreground text-lg">
        {title}
      </h2>
      {empty ? <p className="mt-2 text-muted-foreground">{empty}</p> : children}
    </section>
  );
}

function CompletedChallenge({ taken }: { taken: UserChallenge }) {
  const Icon = gamificationIcon(taken.challenge.icon);
  return (
    <li className={cardClasses('inset')}>
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent text-accent-contrast">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">{taken.challenge.title}</h3>
          {taken.completedDate ? (
            <p className="text-muted-foreground text-sm">
              Completed <time dateTime={taken.completedDate}>{formatDate(taken.completedDate, 'list')}</time>
              {' · '}
              {taken.doneDates.length} of {taken.challenge.durationDays} days done
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
}

/** Challenges in three groups: under way, completed with their notes, and available to take on. */
export function ChallengeGroups({
  challenges,
  userChallenges,
}: {
  challenges: readonly Challenge[];
  userChallenges: readonly UserChallenge[];
}) {
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
        <ul className="mt-3 grid gap-3">
          {inProgress.map((taken) => (
            <ChallengeInProgress key={taken.id} userChallenge={taken} />
          ))}
        </ul>
      </Group>
      <Group title="Available" empty={available.length === 0 ? 'You have taken on every challenge.' : null}>
        <AvailableChallenges available={available} doneBefore={doneBefore} />
      </Group>
      <Group
        title="Completed"
        empty={completed.length === 0 ? 'Completed challenges and your notes on them appear here.' : null}
      >
        <ul className="mt-3 grid gap-3">
          {completed.map((taken) => (
            <CompletedChallenge key={taken.id} taken={taken} />
          ))}
        </ul>
      </Group>
    </div>
  );
}
