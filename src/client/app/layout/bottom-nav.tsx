import { useState } from 'react';
import { useLocation } from 'wouter';
import { EllipsisIcon } from '#client/components/ui/icons';
import { useNavBadges } from '../navigation/nav-badges';
import { BarPill, NavItemLink, navItemClasses } from '../navigation/nav-item';
import { BOTTOM_BAR_ITEMS, isCurrentTarget, moreItemsFor } from '../navigation/nav-model';
import { MoreSheet } from './more-sheet';

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
          {BOTTOM_BAR_ITEMS.map((item) => (
            <li key={item.target}>
              <NavItemLink item={item} place="bar" />
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              onClick={() => setMoreOpen(true)}
              className={navItemClasses('bar', moreCurrent)}
            >
              <BarPill active={moreCurrent}>
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
              </BarPill>
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
