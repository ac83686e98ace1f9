import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { NavDot } from './nav-badges';
import { navIconFor } from './nav-icons';
import { NavLink } from './nav-link';
import type { NavItem } from './nav-model';

/** Where an entry is drawn: the phone's bottom bar, the side navigation, or the phone's More sheet. */
export type NavItemPlace = 'bar' | 'side' | 'sheet';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-ring';

const PLACES: Record<NavItemPlace, { base: string; current: string; idle: string; icon: string }> = {
  bar: {
    base: `flex h-full w-full flex-col items-center justify-center gap-1 rounded-2xl font-medium text-[11px] tracking-wide transition-colors ${FOCUS} focus-visible:-outline-offset-4`,
    current: 'text-accent-strong',
    idle: 'text-muted-foreground hover:text-foreground',
    icon: 'size-5',
  },
  side: {
    base: `flex h-10 items-center gap-3 rounded-xl px-3 font-medium text-sm transition-colors ${FOCUS} focus-visible:outline-offset-0`,
    current: 'bg-accent-soft text-accent-strong',
    idle: 'text-muted-foreground hover:bg-foreground/[0.05] hover:text-foreground',
    icon: 'size-[18px] shrink-0',
  },
  sheet: {
    base: `flex h-14 items-center gap-3 rounded-2xl border px-3.5 font-medium text-sm transition-colors ${FOCUS}`,
    current: 'border-transparent bg-accent-soft text-accent-strong',
    idle: 'border-border text-foreground hover:bg-foreground/[0.04]',
    icon: 'size-5 shrink-0',
  },
};

/** The classes of an entry in `place`; the bottom bar's More button, not a link, dresses the same. */
export function navItemClasses(place: NavItemPlace, current: boolean): string {
  const look = PLACES[place];
  return cn(look.base, current ? look.current : look.idle);
}

/** The bottom bar's icon sits in a pill, filled while its page is shown. */
export function BarPill({ active, children }: { active: boolean; children: ReactNode }) {
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

/**
 * One navigation entry, wherever it is drawn: its icon, its label, and a dot when its page has something
 * new (the bar has no room for one: its More button carries the dot).
 */
export function NavItemLink({
  item,
  place,
  badged = false,
  onNavigate,
}: {
  item: NavItem;
  place: NavItemPlace;
  badged?: boolean;
  onNavigate?: () => void;
}) {
  const Icon = navIconFor(item.target);
  const iconClass = PLACES[place].icon;
  return (
    <NavLink
      target={item.target}
      onNavigate={onNavigate}
      className={(current) => navItemClasses(place, current)}
    >
      {(current) =>
        place === 'bar' ? (
          <>
            <BarPill active={current}>
              <Icon className={iconClass} />
            </BarPill>
            {item.label}
          </>
        ) : (
          <>
            <Icon className={iconClass} />
            {item.label}
            {badged ? <NavDot /> : null}
          </>
        )
      }
    </NavLink>
  );
}
