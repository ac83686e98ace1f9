import { History } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { retroLeftText } from '#client/components/retro/retro-left';
import { RetroReadOnly } from '#client/components/retro/retro-read-only';
import { Card } from '#client/components/ui/card';
import { LoadFailed } from '#client/components/ui/load-failed';
import { PageHeader } from '#client/components/ui/page-header';
import { PageShell } from '#client/components/ui/page-shell';
import { useUser } from '#client/features/auth';
import { errorMessage } from '#client/lib/api-client';
import { formatTime } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import type { Retro } from '#contract/retro';
import { useTodayEvenOffline } from '../api/day-rules';
import { useRetro } from '../api/retro';
import { ClosedDayDrafts } from '../components/closed-day-drafts';
import { RefusedCompletions } from '../components/refused-completions';
import { RetroCompleteCard } from '../components/retro-complete-card';
import { RetroForm } from '../components/retro-form';
import { YesterdayOffer } from '../components/yesterday-offer';

const historyLink = (
  <Link
    href={PAGES.retroHistory.path}
    className="inline-flex size-11 items-center justify-center gap-1.5 rounded-full border border-border bg-surface font-medium text-accent-strong text-sm shadow-xs hover:bg-foreground/[0.04] focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 sm:w-auto sm:px-3.5"
  >
    <History aria-hidden="true" className="size-4" />
    {/* On a phone the icon alone, so the header stays one short block; the name is still read out. */}
    <span className="sr-only sm:not-sr-only">History</span>
  </Link>
);

/** Today's retro, or yesterday's (`?day=yesterday`) while it can still be finished (decision 036). */
export function DailyRetroPage() {
  const { data: user } = useUser();
  const today = useTodayEvenOffline(user?.id);
  const wantsYesterday = new URLSearchParams(useSearch()).get('day') === 'yesterday';
  const yesterdayDate = today.data?.yesterday.date ?? '';
  const yesterday = useRetro(yesterdayDate, wantsYesterday && yesterdayDate !== '');
  const [editing, setEditing] = useState<string | null>(null);

  if ((wantsYesterday && yesterday.isPending) || !today.data || !user) {
    if (today.isError) {
      return (
        <>
          <PageHeader savedData eyebrow={PAGES.dailyRetro.eyebrow} title={PAGES.dailyRetro.title} />
          <LoadFailed onRetry={() => void today.refetch()}>
            Your retro could not be opened. {errorMessage(today.error)}
          </LoadFailed>
        </>
      );
    }
    return <PageShell page="dailyRetro" label="Opening your retro…" />;
  }
  if (yesterday.isError && !yesterday.data) {
    return (
      <>
        <PageHeader savedData eyebrow={PAGES.dailyRetro.eyebrow} title={PAGES.dailyRetro.title} />
        <LoadFailed onRetry={() => void (wantsYesterday ? yesterday : today).refetch()}>
          {wantsYesterday ? "Yesterday's retro could not be opened." : 'Your retro could not be opened.'}{' '}
          {errorMessage(yesterday.error)}
        </LoadFailed>
      </>
    );
  }

  const retro: Retro | undefined = wantsYesterday ? yesterday.data : today.data.retro;
  if (!retro) return <PageShell page="dailyRetro" label="Opening your retro…" />;
  const completed = retro.status === 'completed';
  const isEditing = editing === retro.date && completed;
  const lateAndOpen = wantsYesterday && !completed && retro.editable;
  // Drafts of yesterday are still sent while it is open; only those of closed days are shown as unsaved.
  const openDates = [
    today.data.retro.date,
    ...(today.data.yesterday.finishable || lateAndOpen ? [yesterdayDate] : []),
  ];

  const description = isEditing
    ? 'Corrections are saved as you type. The day stays completed.'
    : lateAndOpen
      ? `${retroLeftText(retro)}. It still counts for its day${retro.closesAt ? ` until ${formatTime(retro.closesAt)}` : ''}.`
      : wantsYesterday && !completed
        ? "Yesterday's retro has closed: a day's retro can be finished until the end of the next day."
        : completed
          ? undefined
          : PAGES.dailyRetro.description;

  return (
    <>
      <PageHeader
        savedData
        date={retro.date}
        // The usual sentence about the retro gives way to the question on a phone; a sentence about
        // this day in particular (editing, yesterday's) stays.
        compact={description === undefined || description === PAGES.dailyRetro.description}
        title={
          isEditing
            ? 'Edit your retro'
            : wantsYesterday && !completed
              ? "Finish yesterday's retro"
              : PAGES.dailyRetro.title
        }
        description={description}
        actions={historyLink}
      />
      {!wantsYesterday && today.data.yesterday.finishable ? (
        <YesterdayOffer yesterday={today.data.yesterday} />
      ) : null}
      <RefusedCompletions userId={user.id} shownDate={retro.date} />
      <ClosedDayDrafts key={openDates.join()} userId={user.id} openDates={openDates} />
      {isEditing ? (
        <RetroForm
          key={`${user.id}:${retro.date}:edit`}
          userId={user.id}
          retro={retro}
          finishLabel="Save changes"
          onFinished={() => setEditing(null)}
        />
      ) : completed ? (
        <RetroCompleteCard retro={retro} isToday={!wantsYesterday} onEdit={() => setEditing(retro.date)} />
      ) : retro.editable ? (
        <RetroForm key={`${user.id}:${retro.date}`} userId={user.id} retro={retro} />
      ) : (
        <Card as="section" aria-label="What you wrote">
          <RetroReadOnly retro={retro} />
        </Card>
      )}
    </>
  );
}
