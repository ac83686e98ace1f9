import { Printer } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PageHeader, Section } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { GoodDaysSection } from '#client/features/activities';
import { useFrozenRetroDays } from '#client/features/gamification';
import { errorMessage } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import { useRevealedCount } from '#client/lib/use-revealed-count';
import type { ReportPeriod } from '#contract/constants';
import { useProgressReport } from '../api/reports';
import { AreaCards, AreaTable } from '../components/area-cards';
import { Counts, Insights, MoodDistribution, TopTags } from '../components/figures';
import { GettingStarted } from '../components/getting-started';
import { AreasOverTime, MoodOverTime, StrengthOverTime } from '../components/over-time-charts';
import { PeriodSwitcher } from '../components/period-switcher';
import { WeeklyProgress } from '../components/weekly-progress';
import { YearInPixels } from '../components/year-in-pixels';
import { isEmptyPeriod } from '../lib/getting-started';
import { periodTitle } from '../lib/report-format';

export function ReportsPage() {
  const [{ period, offset }, setSelection] = useState<{ period: ReportPeriod; offset: number }>({
    period: 'week',
    offset: 0,
  });
  const query = useProgressReport(period, offset);
  const report = query.data;

  return (
    <>
      <PageHeader
        savedData
        eyebrow={PAGES.reports.eyebrow}
        className="print:mb-2"
        title={PAGES.reports.title}
        description={PAGES.reports.description}
        actions={
          report ? (
            <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print or save as PDF
            </Button>
          ) : null
        }
      />
      {query.isError && !report ? (
        <Section id="report-error" title="The report could not be loaded">
          <p className="text-muted-foreground">{errorMessage(query.error)}</p>
          <Button className="mt-4 min-h-11" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Section>
      ) : !report ? (
        <PageSpinner label="Loading your report…" inline />
      ) : (
        <div
          className="grid grid-cols-1 gap-6 print:grid-cols-2 print:gap-3"
          aria-busy={query.isPlaceholderData}
          data-printable-report=""
        >
          <PeriodSwitcher
            period={period}
            offset={offset}
            title={periodTitle(report.period, report.offset, report.from, report.to)}
            canGoEarlier={report.from > report.firstDay}
            busy={query.isFetching}
            onChange={(nextPeriod, nextOffset) => setSelection({ period: nextPeriod, offset: nextOffset })}
          />
          <p className="hidden text-muted-foreground text-sm print:col-span-2 print:block">
            {periodTitle(report.period, report.offset, report.from, report.to)}:{' '}
            {formatDate(report.from, 'list')} – {formatDate(report.to, 'list')}
          </p>
          <ReportBody
            key={`${report.period}-${report.offset}`}
            report={report}
            onShowPeriod={(nextPeriod) => setSelection({ period: nextPeriod, offset: 0 })}
          />
        </div>
      )}
    </>
  );
}

function ReportBody({
  report,
  onShowPeriod,
}: {
  report: NonNullable<ReturnType<typeof useProgressReport>['data']>;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const empty = isEmptyPeriod(report);
  const frozenDates = useFrozenRetroDays();
  const weekTitle =
    report.period === 'week' || report.offset === 0
      ? 'Weekly progress'
      : 'Weekly progress, last week of the period';
  // The first part fills the phone's screen; the rest follows a part per task (useRevealedCount).
  const parts: ReactNode[] = [
    <Fragment key="top">
      {/* An empty period starts with what the page will show, before any card saying it cannot yet. */}
      {empty ? <GettingStarted report={report} empty onShowPeriod={onShowPeriod} /> : null}
      <WeeklyProgress
        progress={report.weeklyProgress}
        title={weekTitle}
        firstDay={report.firstDay}
        today={report.today}
        frozenDates={frozenDates}
      />
      <AreaCards report={report} onShowPeriod={onShowPeriod} />
    </Fragment>,
  ];
  if (!empty) {
    parts.push(
      <Fragment key="insights">
        <GettingStarted report={report} empty={false} onShowPeriod={onShowPeriod} />
        <Insights report={report} onShowPeriod={onShowPeriod} />
      </Fragment>,
      <MoodOverTime key="mood-over-time" report={report} />,
      <AreasOverTime key="areas-over-time" report={report} />,
      <StrengthOverTime key="strength-over-time" report={report} />,
      <Section
        key="areas-table"
        id="areas-table-heading"
        title="Every area"
        description="The figures the strongest and improvement areas are chosen from."
        className="break-inside-avoid"
      >
        <div className="overflow-x-auto">
          <AreaTable report={report} />
        </div>
      </Section>,
      <MoodDistribution key="mood-distribution" report={report} />,
      <Counts key="counts" report={report} />,
    );
    if (report.topTags.length > 0) parts.push(<TopTags key="top-tags" report={report} />);
  }
  parts.push(
    <YearInPixels
      key="year-in-pixels"
      initialYear={Number(report.today.slice(0, 4))}
      today={report.today}
      frozenDates={frozenDates}
    />,
  );
  parts.push(<GoodDaysSection key="good-days" />);
  const revealed = useRevealedCount(parts.length);
  return <>{parts.slice(0, revealed)}</>;
}
