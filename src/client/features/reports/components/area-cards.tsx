import { Sprout, Star } from 'lucide-react';
import { DataTable } from '#client/components/charts/chart-frame';
import { cardClasses } from '#client/components/ui/card';
import type { ReportPeriod } from '#contract/constants';
import type { AreaPick, ProgressReport } from '#contract/reports';
import { areaFiguresLine, strengthOfFive } from '#domain/sentences/report-sentences';
import { AREA_RATINGS, ratingsStillNeeded } from '../lib/getting-started';
import { HOW_IMPROVEMENT, HOW_STRENGTH, HOW_STRONGEST } from '../lib/how-worked-out';
import { formatChange, formatMean, joinNames, plural, previousName } from '../lib/report-format';
import { LongerPeriodButton } from './getting-started';

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
    return <NotEnough report={report} testId={`${kind}-absent-card`} onShowPeriod={onShowPeriod} />;
  }
  return (
    <p className="text-muted-foreground leading-relaxed" data-testid={`${kind}-absent-card`}>
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
  const title = kind === 'strongest' ? 'Strongest area' : 'Area to improve';
  const how = kind === 'strongest' ? HOW_STRONGEST : HOW_IMPROVEMENT;
  return (
    <section
      aria-labelledby={`${kind}-heading`}
      className={cardClasses('tile')}
      data-testid={`${kind}-area-card`}
    >
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
          Strongest area and area to improve
        </h2>
        <NotEnough report={report} testId="areas-absent-detail" onShowPeriod={onShowPeriod} />
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
        a.score === null ? '–' : strengthOfFive(a.score),
        formatMean(a.mean),
        a.count,
        ...(report.period === 'all' ? [] : [a.change === null ? '–' : formatChange(a.change)]),
      ])}
    />
  );
}
