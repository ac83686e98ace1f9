import { useState } from 'react';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { dayCount } from '#client/components/gamification/streak-copy';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { useAssignChallenge } from '#client/features/gamification';
import type { Challenge } from '#contract/challenges';

/** How many challenges show before 'Show all': enough to choose from without a very long page. */
const FIRST_SHOWN = 6;

/** The challenges the user can take on now, as cards with a button each. */
export function AvailableChallenges({
  available,
  doneBefore,
}: {
  available: readonly Challenge[];
  doneBefore: ReadonlySet<string>;
}) {
  const assign = useAssignChallenge();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? available : available.slice(0, FIRST_SHOWN);

  return (
    <>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {shown.map((challenge) => {
          const Icon = gamificationIcon(challenge.icon);
          const again = doneBefore.has(challenge.id);
          return (
            <li key={challenge.id} className={cardClasses('inset', { className: 'flex flex-col' })}>
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-foreground/[0.05] text-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-foreground leading-snug">{challenge.title}</h3>
                  <p className="text-muted-foreground text-xs">
                    {dayCount(challenge.durationDays)} · {challenge.category}
                  </p>
                </div>
              </div>
              <p className="mt-3 flex-1 text-muted-foreground text-sm leading-snug">
                {challenge.description}
              </p>
              <Button
                variant="secondary"
                className="mt-4 self-start"
                busy={assign.isPending && assign.variables === challenge.id}
                disabled={assign.isPending}
                aria-label={`${again ? 'Take on again' : 'Take on'}: ${challenge.title}`}
                onClick={() => assign.mutate(challenge.id)}
              >
                {again ? 'Take it on again' : 'Take it on'}
              </Button>
            </li>
          );
        })}
      </ul>
      {available.length > FIRST_SHOWN ? (
        <Button variant="ghost" className="mt-3" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${available.length} challenges`}
        </Button>
      ) : null}
    </>
  );
}
