import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { Button, buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { lazyOptional } from '#client/lib/lazy-optional';
import { currentMotionConditions, shouldAnimate } from '#client/lib/motion-conditions';
import { PAGES } from '#client/lib/route-table';
import type { UserBadge } from '#contract/badges';
import { CELEBRATION_ATTRIBUTE } from '../lib/use-calm-moment';

// The confetti and its animation code load only when they will actually move; a celebration whose
// confetti cannot be fetched is a calm card without it, never a broken page.
const Confetti = lazyOptional(() => import('./confetti').then((m) => m.Confetti));

/**
 * Tells the user about newly earned badges, gathered into one card. It opens only at a calm moment (see
 * GamificationLayer) and is a non-modal card: it never takes the focus or blocks the page, and it is
 * announced politely. Confetti only when celebrations are on and neither reduced motion nor a data saver
 * is asked for. The badges were marked as told when it opened; closing it only closes it. While another
 * dialog or sheet is open over the page it stays out of sight (`hidden`) and comes back when it closes.
 */
export function BadgeCelebration({
  badges,
  celebrations,
  hidden = false,
  onClose,
}: {
  badges: UserBadge[];
  celebrations: boolean;
  hidden?: boolean;
  onClose: () => void;
}) {
  const [animate] = useState(() => celebrations && shouldAnimate(currentMotionConditions()));
  const single = badges.length === 1 ? badges[0] : undefined;
  const close = onClose;

  return (
    // Above the phone's bottom navigation; bottom right from the side-navigation layout up.
    <div
      {...{ [CELEBRATION_ATTRIBUTE]: '' }}
      hidden={hidden}
      className="pointer-events-none fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 flex justify-center px-4 md:bottom-6 md:justify-end md:px-6"
    >
      <section
        role="dialog"
        aria-modal="false"
        aria-live="polite"
        aria-labelledby="celebration-title"
        aria-describedby="celebration-text"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
        className="pointer-events-auto relative max-h-[calc(100dvh-8rem)] w-full max-w-sm animate-dialog-in overflow-y-auto overflow-x-hidden rounded-3xl border border-border bg-surface-raised p-6 text-center shadow-xl motion-reduce:animate-none"
      >
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
          <h2 id="celebration-title" className="mt-1.5 font-serif text-2xl text-foreground leading-tight">
            {single ? single.badge.name : 'Well done!'}
          </h2>
          <ul id="celebration-text" className="mt-4 grid gap-3">
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
                      single ? 'size-16 ring-8' : 'size-11 ring-4',
                    )}
                  >
                    <Icon aria-hidden="true" className={single ? 'size-8' : 'size-5'} />
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
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:justify-center">
            <Button onClick={close}>Wonderful</Button>
            <Link
              href={`${PAGES.achievements.path}?tab=badges`}
              onClick={close}
              className={buttonClasses('secondary', 'md')}
            >
              See achievements
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
