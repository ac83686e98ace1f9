import { Printer } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '#client/components/ui/button';
import { PageHeader, Section } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { GoodDaysSection } from '#client/features/activities';
import { useFrozenRetroDays } from '#client/features/gamification';
import { errorMessage } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import type { ReportPeriod } from '#contract/constants';
import { useProgressReport, useRequestsSettled } from '../api/reports';
import { GettingStarted } from '../components/getting-started';
import { PeriodSwitcher } from '../components/period-switcher';
import { PrintEverySection, ReportSection } from '../components/report-section';
import { ReportSummary } from '../components/report-summary';
import { isEmptyPeriod } from '../lib/getting-started';
import { periodTitle } from '../lib/report-format';

// Each section's code comes when it is opened (or printed): the first screen is the summary alone.
const loadFigures = () => import('../components/figures-details');
const loadOverTime = () => import('../components/over-time-charts');
const loadYearInPixels = () => import('../components/year-in-pixels');
const FiguresDetails = lazy(() => loadFigures().then((m) => ({ default: m.FiguresDetails })));
const InsightsDetails = lazy(() => loadFigures().then((m) => ({ default: m.InsightsDetails })));
const OverTimeCharts = lazy(() => loadOverTime().then((m) => ({ default: m.OverTimeCharts })));
const YearInPixels = lazy(() => loadYearInPixels().then((m) => ({ default: m.YearInPixels })));

/** Resolves once `done` holds on an animation frame, or after `limitMs` whatever it says. */
function until(done: () => boolean, limitMs: number): Promise<void> {
  const end = performance.now() + limitMs;
  return new Promise((resolve) => {
    const check = () => (done() || performance.now() > end ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
}

/**
 * Every section open while printing. The button loads every section's code, opens them, waits for their
 * data and then prints; the browser's own Print command (beforeprint) opens them too, with whatever
 * has loaded by then.
 */
function usePrintEverySection(): [boolean, () => Promise<void>] {
  const [printing, setPrinting] = useState(false);
  const settled = useRequestsSettled();
  useEffect(() => {
    const open = () => flushSync(() => setPrinting(true));
    const close = () => setPrinting(false);
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', close);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', close);
    };
  }, []);
  const print = async () => {
    await Promise.all([loadFigures(), loadOverTime(), loadYearInPixels()]);
    flushSync(() => setPrinting(true));
    await until(() => settled() && !document.querySelector('[data-section-loading]'), 5_000);
    window.print();
  };
  return [printing, print];
}

export function ReportsPage() {
  const [{ period, offset }, setSelection] = useState<{ period: ReportPeriod; offset: number }>({
    period: 'week',
    offset: 0,
  });
  const query = useProgressReport(period, offset);
  const report = query.data;
  const [printing, print] = usePrintEverySection();

  return (
    <>
      <PageHeader
        savedData
        compact
        eyebrow={PAGES.reports.eyebrow}
        className="print:mb-2"
        title={PAGES.reports.title}
        description={PAGES.reports.description}
        actions={
          report ? (
            <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => void print()}>
              <Printer aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">Print or save as PDF</span>
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
        <PrintEverySection.Provider value={printing}>
          <div
            className="grid grid-cols-1 gap-4 sm:gap-6 print:grid-cols-2 print:gap-3"
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
        </PrintEverySection.Provider>
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
  return (
    <>
      <ReportSummary
        report={report}
        weekTitle={weekTitle}
        frozenDates={frozenDates}
        onShowPeriod={onShowPeriod}
      />
      <GettingStarted report={report} empty={empty} onShowPeriod={onShowPeriod} />
      {empty ? null : (
        <>
          <ReportSection
            id="insights-section"
            title="All insights"
            description="Everything your days tell so far, with what each is told from."
          >
            <InsightsDetails report={report} onShowPeriod={onShowPeriod} />
          </ReportSection>
          <ReportSection
            id="over-time-section"
            title="Over time"
            description="Your mood, each area and its strength, drawn across the period."
          >
            <OverTimeCharts report={report} />
          </ReportSection>
          <ReportSection
            id="figures-section"
            title="Every area, moods and counts"
            description="The areas in full, how your moods spread, what you wrote and your tags."
          >
            <FiguresDetails report={report} onShowPeriod={onShowPeriod} />
          </ReportSection>
        </>
      )}
      <ReportSection
        id="year-section"
        title="Your year in colour"
        description="Every day of the year, coloured by its mood."
      >
        <YearInPixels
          initialYear={Number(report.today.slice(0, 4))}
          today={report.today}
          frozenDates={frozenDates}
        />
      </ReportSection>
      <ReportSection
        id="good-days-section"
        title="Good days"
        description="The activities that go with your better moods."
      >
        <GoodDaysSection />
      </ReportSection>
    </>
  );
}
