import { BellRing, BookOpen, ChartLine, Flame, Library, LogOut, Sunset } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { useLogout } from '../../auth/api/use-logout';
import { useUser } from '../../auth/api/use-user';
import { formatToday, greetingFor } from '../lib/greeting';

const UPCOMING = [
  {
    icon: Sunset,
    title: "Today's retro",
    text: 'A few questions each day, and a 1–5 check-in for each area of your life.',
  },
  { icon: BookOpen, title: 'Journal', text: 'Free writing for the thoughts the questions leave out.' },
  {
    icon: Flame,
    title: 'Streaks and moods',
    text: 'Your daily rhythm, a mood for each day, badges and challenges.',
  },
  {
    icon: ChartLine,
    title: 'Progress reports',
    text: 'Weekly progress, your strongest area and where to grow.',
  },
  {
    icon: Library,
    title: 'Question library',
    text: 'Questions by theme: relationships, health, productivity and more.',
  },
  {
    icon: BellRing,
    title: 'Reminders',
    text: 'A daily nudge at the time you choose, and the retro in your own calendar.',
  },
] as const;

export function HomePage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const now = new Date();

  function signOut() {
    logout.mutate(undefined, { onSuccess: () => navigate('/auth', { replace: true }) });
  }

  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-5 pt-5 sm:px-8 sm:pt-8">
        <Logo />
        <Button variant="secondary" onClick={signOut} busy={logout.isPending}>
          {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
          Sign out
        </Button>
      </header>

      <main id="main" className="mx-auto max-w-3xl px-5 pt-12 pb-16 sm:px-8 sm:pt-16">
        <p className="font-medium text-accent-strong text-sm uppercase tracking-wider">{formatToday(now)}</p>
        <h1 className="mt-3 font-serif text-4xl text-foreground leading-tight sm:text-5xl">
          {greetingFor(now.getHours())}, {user?.username}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground leading-relaxed">
          Daily Retro is a quiet place to close out your day: answer a few reflection questions, write in your
          journal, notice your moods and watch your streaks grow.
        </p>

        <section aria-labelledby="upcoming-heading" className="mt-12">
          <div className="rounded-3xl border border-border bg-surface p-6 shadow-xs sm:p-8">
            <h2 id="upcoming-heading" className="font-semibold text-foreground text-lg">
              What this space will hold
            </h2>
            <p className="mt-2 text-muted-foreground">
              Your account is ready. Each of these opens here, on your home page, as it becomes available.
            </p>
            <ul className="mt-8 grid gap-x-8 gap-y-7 sm:grid-cols-2">
              {UPCOMING.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent-strong">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-foreground">{title}</span>
                    <span className="mt-0.5 block text-muted-foreground text-sm leading-snug">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
    </div>
  );
}
