import { Lightbulb, Sprout, Star } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import type { ReportPeriod } from '#contract/constants';
import type { AreaPick, ProgressReport } from '#contract/reports';
import { strengthOfFive } from '#domain/sentences/report-sentences';
import { ratingsStillNeeded } from '../lib/getting-started';
import { HOW_IMPROVEMENT, HOW_INSIGHTS, HOW_STRENGTH, HOW_STRONGEST } from '../lib/how-worked-out';
import { leadInsight } from '../lib/lead-insight';
import { formatMean, joinNames, plural, previousName } from '../lib/report-format';
import { LongerPeriodButton } from './getting-started';
import { WeekLegend, WeeklyProgress } from './weekly-progress';

const LABEL = 'flex items-center gap-2 font-medium text-muted-foreground text-sm';

/** Why no area is named yet, in a line: how many more rated retros, or a longer period. */
function AreasNotYet({
  report,
  onShowPeriod,
}: {
  report: ProgressReport;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const needed = ratingsStillNeeded(report);
  return (
    <div className="grid justify-items-start gap-2">
      <h3 className={LABEL}>
        <Star aria-hidden="true" className="size-4 text-accent-strong" />
        Strongest area and area to improve
      </h3>
      <p className="text-foreground" data-testid="areas-absent">
        {needed === 'longer-period'
          ? `Too few rated days ${report.to < report.today ? 'in this period' : 'left in this period'} to name them.`
          : `Named after ${plural(needed, 'more rated retro')}.`}
      </p>
      {needed === 'longer-period' ? (
        <LongerPeriodButton period={report.period} onShowPeriod={onShowPeriod} />
      ) : null}
    </div>
  );
}

function AreaGlance({
  kind,
  pick,
  report,
}: {
  kind: 'strongest' | 'improvement';
  pick: AreaPick;
  report: ProgressReport;
}) {
  const Icon = kind === 'strongest' ? Star : Sprout;
  return (
    <div className="min-w-0" data-testid={`${kind}-area`}>
      <h3 className={LABEL}>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-strong" />
        {kind === 'strongest' ? 'Strongest area' : 'Area to improve'}
      </h3>
      {pick.area === null ? (
        <p className="mt-1 text-muted-foreground text-sm" data-testid={`${kind}-absent`}>
          {pick.reason === 'all-level'
            ? 'None: every area is level with the strongest.'
            : pick.reason === 'one-area'
              ? 'Only one area is rated enough to compare.'
              : 'Not named yet.'}
        </p>
      ) : (
        <>
          <p
            className="mt-0.5 font-serif text-foreground text-xl leading-tight sm:text-2xl"
            data-testid="area-name"
          >
            {joinNames([pick.area, ...pick.tiedWith])}
          </p>
          <p className="text-muted-foreground text-sm" data-testid={`${kind}-strength`}>
            {strengthOfFive(pick.score)}
            {pick.basis === 'steepest-fall' && pick.change !== null
              ? `, down ${formatMean(Math.abs(pick.change))} since ${previousName(report.period, report.offset)}`
              : ''}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The report's first screen: weekly progress, the strongest area and the area to improve, and one
 * insight with what it is told from. The rules behind them wait behind "How is this worked out?".
 */
export function ReportSummary({
  report,
  weekTitle,
  frozenDates,
  onShowPeriod,
}: {
  report: ProgressReport;
  weekTitle: string;
  frozenDates: ReadonlySet<string>;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const insight = leadInsight(report);
  const notEnough =
    report.strongestArea.area === null && report.strongestArea.reason === 'not-enough-ratings';
  return (
    <Card
      as="section"
      aria-labelledby="summary-heading"
      className="grid gap-3 p-5 sm:gap-5 sm:p-6 print:col-span-2"
      data-testid="report-summary"
    >
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      <WeeklyProgress
        progress={report.weeklyProgress}
        title={weekTitle}
        firstDay={report.firstDay}
        today={report.today}
        frozenDates={frozenDates}
      />
      <div className="border-border border-t pt-3 sm:pt-4">
        {notEnough ? (
          <AreasNotYet report={report} onShowPeriod={onShowPeriod} />
        ) : (
          <div className="grid grid-cols-2 gap-4">
            <AreaGlance kind="strongest" pick={report.strongestArea} report={report} />
            <AreaGlance kind="improvement" pick={report.improvementArea} report={report} />
          </div>
        )}
      </div>
      <div className="border-border border-t pt-3 sm:pt-4" data-testid="lead-insight">
        <h3 className={LABEL}>
          <Lightbulb aria-hidden="true" className="size-4 text-accent-strong" />
          Insight
        </h3>
        {insight ? (
          <>
            <p className="mt-0.5 text-foreground leading-snug">{insight.text}</p>
            <p className="mt-0.5 text-muted-foreground text-sm">{insight.basis}</p>
          </>
        ) : (
          <p className="mt-1 text-muted-foreground">
            Nothing to tell yet: a few more rated days and the first one shows here.
          </p>
        )}
      </div>
      <details className="-mt-1 print:hidden" data-testid="summary-how">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-accent-strong text-sm hover:underline">
          How is this worked out?
        </summary>
        <div className="grid gap-2 text-muted-foreground text-sm leading-relaxed">
          <WeekLegend frozen={report.weeklyProgress.days.some((day) => frozenDates.has(day.date))} />
          <p>
            Weekly progress counts the days with a completed retro, in weeks that start on the day chosen in
            Settings.
          </p>
          <p>{HOW_STRENGTH}</p>
          <p>{HOW_STRONGEST}</p>
          <p>{HOW_IMPROVEMENT}</p>
          {HOW_INSIGHTS.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </details>
    </Card>
  );
}
