import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { HomeSummary } from '../../../../contract/home';
import { Button } from '../../../components/ui/button';
import { LogOutIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useLogout } from '../../auth/api/use-logout';
import { useUser } from '../../auth/api/use-user';
import { FirstSteps } from '../components/first-steps';
import { NextStepCard, QuestionOfTheDayCard, RecentEntries } from '../components/today-cards';
import { formatToday, greetingFor } from '../lib/greeting';

export function HomePage() {
  const { data: user } = useUser();
  const logout = useLogout();
  const [, navigate] = useLocation();
  const home = useQuery<HomeSummary>({ queryKey: ['/api/home'] });
  const now = new Date();

  function signOut() {
    logout.mutate(undefined, { onSuccess: () => navigate('/auth', { replace: true }) });
  }

  const summary = home.data;

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
        {summary?.isNewUser ? (
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground leading-relaxed">
            Welcome. Daily Retro is a quiet place to close out your day: a few questions, a few lines, and a
            clearer view of how your life is going.
          </p>
        ) : null}
      </header>

      {summary ? (
        <div className="mt-8 grid gap-6 sm:mt-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <div className="grid gap-6">
            <NextStepCard summary={summary} />
            {summary.isNewUser ? <FirstSteps /> : <RecentEntries entries={summary.recentEntries} />}
          </div>
          {summary.questionOfTheDay ? <QuestionOfTheDayCard question={summary.questionOfTheDay} /> : null}
        </div>
      ) : home.isError ? (
        <div className="mt-10 rounded-2xl border border-border bg-surface p-5 text-muted-foreground">
          <p>Today's overview could not be loaded.</p>
          <Button variant="secondary" className="mt-3" onClick={() => home.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div role="status" className="mt-12 flex items-center gap-3 text-muted-foreground text-sm">
          <Spinner className="size-5 text-accent" />
          Loading today…
        </div>
      )}
    </>
  );
}
