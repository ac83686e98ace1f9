import { Link } from 'wouter';
import { Logo } from '#client/components/ui/logo';
import { useCustomization } from '#client/features/gamification';
import { cn } from '#client/lib/cn';
import type { User } from '#contract/auth';
import { useNavBadges } from '../navigation/nav-badges';
import { NavItemLink } from '../navigation/nav-item';
import { navSectionsFor } from '../navigation/nav-model';
import { ThemeToggle } from './theme-toggle';

/** The navigation from 768 px: every destination, grouped, with the theme toggle and the account. */
export function SideNav({ user }: { user: User }) {
  const sections = navSectionsFor(user.role === 'admin');
  const badges = useNavBadges();
  // The name and emoji avatar the user chose in Settings, once known; the username until then.
  const { displayName = null, avatar = null } = useCustomization().data ?? {};
  return (
    <div className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-border border-r bg-surface/70 md:flex lg:w-64 print:hidden">
      <div className="px-5 pt-6 pb-2">
        <Link
          href="/"
          aria-label="Daily Retro home"
          className="inline-flex rounded-xl focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-4"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-6">
        {sections.map((section) => (
          <div key={section.label} className="mt-6">
            <p className="px-3 font-medium text-muted-foreground text-xs uppercase tracking-wider">
              {section.label}
            </p>
            <ul className="mt-2 grid gap-0.5">
              {section.items.map((item) => (
                <li key={item.target}>
                  <NavItemLink item={item} place="side" badged={badges.has(item.target)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="flex items-center gap-3 border-border border-t px-4 py-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft font-semibold text-accent-strong uppercase',
            avatar ? 'text-lg' : 'text-sm',
          )}
        >
          {avatar ?? user.username.slice(0, 1)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="sr-only">Signed in as </span>
          <span className="block truncate font-medium text-foreground text-sm">
            {displayName ?? user.username}
          </span>
          {displayName ? (
            <span className="block truncate text-muted-foreground text-xs">{user.username}</span>
          ) : null}
        </span>
        <ThemeToggle />
      </div>
    </div>
  );
}
