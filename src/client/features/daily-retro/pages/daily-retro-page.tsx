import { History } from 'lucide-react';
import { Link } from 'wouter';
import { LoadFailed } from '#client/components/ui/load-failed';
import { PageHeader } from '#client/components/ui/page-header';
import { PageShell } from '#client/components/ui/page-shell';
import { useUser } from '#client/features/auth';
import { errorMessage } from '#client/lib/api-client';
import { formatTime } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import { useRetroToday } from '../api/retro';
import { ClosedDayDrafts } from '../components/closed-day-drafts';
import { RetroCompleteCard } from '../components/retro-complete-card';
import { RetroForm } from '../components/retro-form';

export function DailyRetroPage() {
  const { data: user } = useUser();
  const today = useRetroToday();

  // The page's shell, as the prerendered HTML and the page's loading code showed it, until the retro is here.
  if (today.isPending || !user) return <PageShell page="dailyRetro" label="Opening your retro…" />;
  if (today.isError) {
    return (
      <>
        <PageHeader eyebrow={PAGES.dailyRetro.eyebrow} title={PAGES.dailyRetro.title} />
        <LoadFailed onRetry={() => void today.refetch()}>
          Your retro could not be opened. {errorMessage(today.error)}
        </LoadFailed>
      </>
    );
  }

  const { retro, yesterday } = today.data;
  // Before the day-start hour the open retro is still yesterday's (decision 004).
  const isYesterday = yesterday.finishable && yesterday.date === retro.date;
  const completed = retro.status === 'completed';

  return (
    <>
      <PageHeader
        date={retro.date}
        title={isYesterday && !completed ? "Finish yesterday's retro" : PAGES.dailyRetro.title}
        description={
          completed
            ? undefined
            : isYesterday
              ? `Yesterday's retro stays open until your new day starts${retro.closesAt ? ` at ${formatTime(retro.closesAt)}` : ''}.`
              : PAGES.dailyRetro.description
        }
        actions={
          <Link
            href={PAGES.retroHistory.path}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-border bg-surface px-3.5 font-medium text-accent-strong text-sm shadow-xs hover:bg-foreground/[0.04] focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            <History aria-hidden="true" className="size-4" />
            History
          </Link>
        }
      />
      <ClosedDayDrafts key={retro.date} userId={user.id} currentDate={retro.date} />
      {completed ? (
        <RetroCompleteCard retro={retro} isToday={!isYesterday} />
      ) : (
        <RetroForm key={`${user.id}:${retro.date}`} userId={user.id} retro={retro} />
      )}
    </>
  );
}
