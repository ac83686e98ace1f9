import { Link } from 'wouter';
import { Logo } from '#client/components/ui/logo';
import { ThemeToggle } from './theme-toggle';

/** The top bar on phones (below 768 px): the app's name, home, and the theme toggle. */
export function MobileHeader() {
  return (
    <header className="sticky top-0 z-20 border-border/80 border-b bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur-md md:hidden print:hidden">
      <div className="flex h-14 items-center justify-between pr-2 pl-4">
        <Link
          href="/"
          aria-label="Daily Retro home"
          className="inline-flex rounded-xl focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          <Logo compact />
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
