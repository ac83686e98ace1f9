import { Link, useLocation } from 'wouter';
import { PAGES } from '../../../app/route-table';
import { Button } from '../../../components/ui/button';
import {
  BellRingIcon,
  BookOpenIcon,
  ChartLineIcon,
  ChevronRightIcon,
  FlameIcon,
  type IconComponent,
  LibraryIcon,
  LogOutIcon,
  SunsetIcon,
} from '../../../components/ui/icons';
import { useLogout } from '../../auth/api/use-logout';
import { useUser } from '../../auth/api/use-user';
import { formatToday, greetingFor } from '../lib/greeting';

const UPCOMING: ReadonlyArray<{ icon: IconComponent; title: string; text: string; href: string }> = [
  {
    icon: SunsetIcon,
    title: "Today's retro",
    text: 'A few questions each day, and a rating from 1 to 5 for each area of your life.',
    href: PAGES.dailyRetro.path,
  },
  {
    icon: BookOpenIcon,
    title: 'Journal',
    text: 'Free writing for the thoughts the questions leave out.',
    href: PAGES.journal.path,
  },
  {
    icon: FlameIcon,
    title: 'Streaks and moods',
    text: 'Your daily rhythm, a mood for each day, badges and challenges.',
    href: PAGES.achievements.path,
  },
  {
    icon: ChartLineIcon,
    title: 'Progress reports',
    text: 'Weekly progress, your strongest area and where to grow.',
    href: PAGES.reports.path,
  },
  {
    icon: LibraryIcon,
    title: 'Question library',
    text: 'Questions by theme: relationships, health, productivity and more.',
    href: PAGES.questions.path,
  },
  {
    icon: BellRingIcon,
    title: 'Reminders',
    text: 'A daily nudge at the time you choose, and the retro in your own calendar.',
    href: PAGES.settings.path,
  },
];

export function HomePage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const now = new Date();

  function signOut() {
    logout.mutate(undefined, { onSuccess: () => navigate('/auth', { replace: true }) });
  }

  return (
    <>
      <header>
        <div className="flex items-center justify-between gap-4">
          <p className="font-medium text-accent-strong text-sm uppercase tracking-wider">
            {formatToday(now)}
          </p>
          <Button
            variant="ghost"
            onClick={signOut}
            busy={logout.isPending}
            className="-mr-2 text-muted-foreground"
          >
            {logout.isPending ? null : <LogOutIcon className="size-4" />}
            Sign out
          </Button>
        </div>
        <h1 className="mt-3 font-serif text-4xl text-foreground leading-tight sm:text-5xl">
          {greetingFor(now.getHours())}, {user?.username}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground leading-relaxed">
          Daily Retro is a quiet place to close out your day: answer a few reflection questions, write in your
          journal, notice your moods and watch your streaks grow.
        </p>
      </header>

      <section aria-labelledby="upcoming-heading" className="mt-10 sm:mt-12">
        <div className="rounded-3xl border border-border bg-surface p-5 shadow-xs sm:p-8">
          <h2 id="upcoming-heading" className="font-semibold text-foreground text-lg">
            What this space will hold
          </h2>
          <p className="mt-2 text-muted-foreground">
            Your account is ready. Each of these is being built; its page already tells you what it will do.
          </p>
          <ul className="-mx-3 mt-6 grid gap-1 sm:grid-cols-2 sm:gap-x-4 sm:gap-y-2">
            {UPCOMING.map(({ icon: Icon, title, text, href }) => (
              <li key={title}>
                <Link
                  href={href}
                  className="group flex h-full gap-4 rounded-2xl p-3 transition-colors hover:bg-foreground/[0.035] focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 font-medium text-foreground">
                      {title}
                      <ChevronRightIcon className="size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100" />
                    </span>
                    <span className="mt-0.5 block text-muted-foreground text-sm leading-snug">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
