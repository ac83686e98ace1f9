import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { EllipsisIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { useNavBadges } from '../navigation/nav-badges';
import { navIconFor } from '../navigation/nav-icons';
import { NavLink } from '../navigation/nav-link';
import { BOTTOM_BAR_ITEMS, isCurrentTarget, moreItemsFor } from '../navigation/nav-model';
import { MoreSheet } from './more-sheet';

const ITEM_CLASSES =
  'flex h-full w-full flex-col items-center justify-center gap-1 font-medium text-[11px] tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-4 rounded-2xl';

function Pill({ active, children }: { active: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'grid h-8 w-14 place-items-center rounded-full transition-colors',
        active ? 'bg-accent-soft text-accent-strong' : null,
      )}
    >
      {children}
    </span>
  );
}

/** The phone navigation (below 768 px): four main destinations and a More button for the rest. */
export function BottomNav({ isAdmin }: { isAdmin: boolean }) {
  const [location] = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreItems = moreItemsFor(isAdmin);
  const moreCurrent = moreItems.some((item) => isCurrentTarget(item.target, location));
  const badges = useNavBadges();
  const moreBadged = moreItems.some((item) => badges.has(item.target));

  return (
    <>
      <nav
        aria-label="Main"
        data-bottom-nav=""
        className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden print:hidden"
      >
        <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 px-1">
          {BOTTOM_BAR_ITEMS.map((item) => {
            const Icon = navIconFor(item.target);
            return (
              <li key={item.target}>
                <NavLink
                  target={item.target}
                  className={(current) =>
                    cn(
                      ITEM_CLASSES,
                      current ? 'text-accent-strong' : 'text-muted-foreground hover:text-foreground',
                    )
                  }
                >
                  {(current) => (
                    <>
                      <Pill active={current}>
                        <Icon className="size-5" />
                      </Pill>
                      {item.label}
                    </>
                  )}
                </NavLink>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              onClick={() => setMoreOpen(true)}
              className={cn(
                ITEM_CLASSES,
                moreCurrent ? 'text-accent-strong' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Pill active={moreCurrent}>
                <span className="relative">
                  <EllipsisIcon className="size-5" />
                  {moreBadged ? (
                    <span
                      aria-hidden="true"
                      data-nav-dot=""
                      className="absolute -top-1 -right-1.5 size-2.5 rounded-full bg-accent ring-2 ring-surface"
                    />
                  ) : null}
                </span>
              </Pill>
              More
              {moreBadged ? <span className="sr-only">, new reply to your feedback</span> : null}
            </button>
          </li>
        </ul>
      </nav>
      {moreOpen ? <MoreSheet items={moreItems} onClose={() => setMoreOpen(false)} /> : null}
    </>
  );
}
