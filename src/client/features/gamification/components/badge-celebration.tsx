import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { UserBadge } from '../../../../contract/badges';
import { PAGES } from '../../../app/route-table';
import { currentMotionConditions, shouldAnimate } from '../../../app/transitions/motion-conditions';
import { Button, buttonClasses } from '../../../components/ui/button';
import { NativeDialog } from '../../../components/ui/native-dialog';
import { cn } from '../../../lib/cn';
import { markBadgesNotified } from '../api/mark-badges-notified';
import { gamificationIcon } from '../lib/gamification-icons';

// The confetti and its animation code load only when they will actually move.
const Confetti = lazy(() => import('./confetti').then((m) => ({ default: m.Confetti })));

/**
 * Tells the user about newly earned badges. Confetti only when celebrations are on and neither reduced
 * motion nor a data saver is asked for; closing the dialog in any way marks the badges as told.
 */
export function BadgeCelebration({ badges, celebrations }: { badges: UserBadge[]; celebrations: boolean }) {
  const queryClient = useQueryClient();
  const [animate] = useState(() => celebrations && shouldAnimate(currentMotionConditions()));
  const single = badges.length === 1 ? badges[0] : undefined;

  function close() {
    void markBadgesNotified(
      queryClient,
      badges.map((badge) => badge.badgeId),
    );
  }

  return (
    <NativeDialog
      open
      onClose={close}
      labelledBy="celebration-title"
      describedBy="celebration-text"
      className="m-auto w-[calc(100%-2rem)] max-w-md animate-dialog-in motion-reduce:animate-none"
    >
      <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto overflow-x-hidden rounded-3xl border border-border bg-surface-raised p-6 text-center shadow-xl sm:p-8">
        {animate ? (
          <Suspense fallback={null}>
            <Confetti />
          </Suspense>
        ) : null}
        {/* Above the confetti, which falls behind the words and buttons. */}
        <div className="relative">
          <p className="font-medium text-accent-strong text-xs uppercase tracking-wider">
            {single ? 'Badge earned' : `${badges.length} badges earned`}
          </p>
          <h2 id="celebration-title" className="mt-2 font-serif text-3xl text-foreground leading-tight">
            {single ? single.badge.name : 'Well done!'}
          </h2>
          <ul id="celebration-text" className="mt-5 grid gap-3">
            {badges.map(({ badgeId, badge }) => {
              const Icon = gamificationIcon(badge.icon);
              return (
                // One badge large and centred; several as a compact list.
                <li
                  key={badgeId}
                  className={
                    single ? 'flex flex-col items-center gap-3' : 'flex items-center gap-4 text-left'
                  }
                >
                  <span
                    className={cn(
                      'grid shrink-0 place-items-center rounded-full bg-accent text-accent-contrast shadow-md ring-accent-soft',
                      single ? 'size-20 ring-8' : 'size-12 ring-4',
                    )}
                  >
                    <Icon aria-hidden="true" className={single ? 'size-9' : 'size-6'} />
                  </span>
                  <span>
                    {single ? null : (
                      <span className="block font-semibold text-foreground">{badge.name}</span>
                    )}
                    <span className="block text-muted-foreground">{badge.description}</span>
                  </span>
                </li>
              );
            })}
          </ul>
          {/* Wonderful comes first, so the dialog opens with the focus on it. */}
          <div className="mt-7 flex flex-col gap-2 sm:flex-row-reverse sm:justify-center">
            <Button size="lg" onClick={close}>
              Wonderful
            </Button>
            <Link href={PAGES.achievements.path} onClick={close} className={buttonClasses('secondary', 'lg')}>
              See achievements
            </Link>
          </div>
        </div>
      </div>
    </NativeDialog>
  );
}
