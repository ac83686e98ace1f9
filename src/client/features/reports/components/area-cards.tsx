import { Sprout, Star } from 'lucide-react';
import { DataTable } from '#client/components/charts/chart-frame';
import { cardClasses } from '#client/components/ui/card';
import type { ReportPeriod } from '#contract/constants';
import type { AreaPick, ProgressReport } from '#contract/reports';
import { areaFiguresLine, strengthOfFive } from '#domain/sentences/report-sentences';
import { AREA_RATINGS, ratingsStillNeeded } from '../lib/getting-started';
import { formatChange, formatMean, joinNames, plural, previousName } from '../lib/report-format';
import { LongerPeriodButton } from './getting-started';

const HOW_STRENGTH =
  'Each area has a strength from 1 to 5, on the same scale as your ratings: an average of your ratings of it in which the newest count most. A rating counts half as much once you have rated the area 14 more times, so one bad day moves a long-rated area by about 0.2 and a month of them moves it most of the way. Days you do not rate an area leave its score where it is.';

const PERIOD_WORD: Record<ReportPeriod, string> = { week: 'week', month: 'month', year: 'year', all: 'time' };

/** Why no area can be named for want of ratings, and when it can: in this period or a longer one. */
function NotEnough({
  report,
  testId,
  onShowPeriod,
}: {
  report: ProgressReport;
  testId: string;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const needed = ratingsStillNeeded(report);
  if (needed === 'longer-period') {
    const over = report.to < report.today;
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-muted-foreground leading-relaxed" data-testid={testId}>
          An area is named once it has {AREA_RATINGS} ratings in a period, and this{' '}
          {PERIOD_WORD[report.period]} {over ? 'had fewer' : 'has too few days left'}: it will show in a
          longer period.
        </p>
        <LongerPeriodButton period={report.period} onShowPeriod={onShowPeriod} />
      </div>
    );
  }
  return (
    <p className="text-muted-foreground leading-relaxed" data-testid={testId}>
      Not enough ratings yet: an area needs at least {AREA_RATINGS} ratings in this period.{' '}
      {plural(needed, 'more rated retro')} and it can be named.
    </p>
  );
}

function Absent({
  pick,
  kind,
  report,
  onShowPeriod,
}: {
  pick: Extract<AreaPick, { area: null }>;
  kind: 'strongest' | 'improvement';
  report: ProgressReport;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  if (pick.reason === 'not-enough-ratings') {
    return <NotEnough report={report} testId={`${kind}-absent`} onShowPeriod={onShowPeriod} />;
  }
  return (
    <p className="text-muted-foreground leading-relaxed" data-testid={`${kind}-absent`}>
      {pick.reason === 'all-level'
        ? 'Every area you rated is level with the strongest, so none stands out as needing attention.'
        : 'Only one area has enough ratings in this period, so there is nothing to compare it with.'}
    </p>
  );
}

function Found({ pick, report }: { pick: Extract<AreaPick, { area: string }>; report: ProgressReport }) {
  const names = [pick.area, ...pick.tiedWith];
  const since = previousName(report.period, report.offset);
  const lineOf = (area: string) => {
    const figures = report.areas.find((a) => a.area === area);
    return figures ? areaFiguresLine(figures, since) : '';
  };
  return (
    <>
      <p className="font-serif text-2xl text-foreground" data-testid="area-name">
        {joinNames(names)}
      </p>
      {names.length > 1 ? (
        <>
          <p className="mt-1 text-muted-foreground text-sm">level at strength {strengthOfFive(pick.score)}</p>
          <ul className="mt-1 text-muted-foreground text-sm">
            {names.map((area) => (
              <li key={area}>
                {area}: {lineOf(area)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-muted-foreground text-sm">
          strength {strengthOfFive(pick.score)} · {lineOf(pick.area)}
        </p>
      )}
      {pick.basis === 'steepest-fall' ? (
        <p className="mt-2 text-foreground text-sm">Its ratings fell the most since {since}.</p>
      ) : null}
    </>
  );
}

function AreaCard({
  kind,
  pick,
  report,
  onShowPeriod,
}: {
  kind: 'strongest' | 'improvement';
  pick: AreaPick;
  report: ProgressReport;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const Icon = kind === 'strongest' ? Star : Sprout;
  const title = kind === 'strongest' ? 'Strongest area' : 'Improvement area';
  const how =
    kind === 'strongest'
      ? 'The strongest area is the one with the highest strength score at the end of the period, among the areas rated at least 3 times in it. Areas with the same score are named together.'
      : 'The improvement area is, among the other areas rated at least 3 times, the one whose average rating fell the most since the period before (by at least 0.5 of a point). When none fell that much, it is the one with the lowest strength score.';
  return (
    <section aria-labelledby={`${kind}-heading`} className={cardClasses('tile')} data-testid={`${kind}-area`}>
      <h2
        id={`${kind}-heading`}
        className="mb-3 flex items-center gap-2 font-medium text-muted-foreground text-sm uppercase tracking-wider"
      >
        <Icon aria-hidden="true" className="size-4 text-accent-strong" />
        {title}
      </h2>
      {pick.area === null ? (
        <Absent pick={pick} kind={kind} report={report} onShowPeriod={onShowPeriod} />
      ) : (
        <Found pick={pick} report={report} />
      )}
      <details className="mt-3 print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-accent-strong text-sm hover:underline">
          How is this worked out?
        </summary>
        <div className="grid gap-2 text-muted-foreground text-sm leading-relaxed">
          <p>{how}</p>
          <p>{HOW_STRENGTH}</p>
        </div>
      </details>
    </section>
  );
}

export function AreaCards({
  report,
  onShowPeriod,
}: {
  report: ProgressReport;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  if (report.strongestArea.area === null && report.strongestArea.reason === 'not-enough-ratings') {
    // Both are thin for the same reason: one card, one sentence.
    return (
      <section
        aria-labelledby="areas-absent-heading"
        className={cardClasses('tile', { className: 'print:col-span-2' })}
        data-testid="areas-absent-card"
      >
        <h2
          id="areas-absent-heading"
          className="mb-3 flex items-center gap-2 font-medium text-muted-foreground text-sm uppercase tracking-wider"
        >
          <Star aria-hidden="true" className="size-4 text-accent-strong" />
          Strongest and improvement areas
        </h2>
        <NotEnough report={report} testId="areas-absent" onShowPeriod={onShowPeriod} />
      </section>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 print:col-span-2 print:grid-cols-2 print:gap-3">
      <AreaCard kind="strongest" pick={report.strongestArea} report={report} onShowPeriod={onShowPeriod} />
      <AreaCard
        kind="improvement"
        pick={report.improvementArea}
        report={report}
        onShowPeriod={onShowPeriod}
      />
    </div>
  );
}

/** Every area's figures, as a table: what the two cards are chosen from. */
export function AreaTable({ report }: { report: ProgressReport }) {
  return (
    <DataTable
      caption="Every area in this period"
      head={[
        'Area',
        'Strength',
        'Mean',
        'Ratings',
        ...(report.period === 'all' ? [] : [`Change on ${previousName(report.period, report.offset)}`]),
      ]}
      rows={report.areas.map((a) => [
        a.area,
        a.score === null ? '–' : a.score,
        formatMean(a.mean),
        a.count,
        ...(report.period === 'all' ? [] : [a.change === null ? '–' : formatChange(a.change)]),
      ])}
    />
  );
}
