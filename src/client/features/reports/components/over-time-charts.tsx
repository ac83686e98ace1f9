import { ChartFrame, DataTable } from '#client/components/charts/chart-frame';
import { edgeLabels, LineChart } from '#client/components/charts/line-chart';
import { formatDate } from '#client/lib/dates';
import { moodWord } from '#client/lib/moods';
import { LIFE_AREAS, type LifeArea, MOOD_LEVELS } from '#contract/constants';
import type { ProgressReport, TimePoint } from '#contract/reports';
import { bestPointClause } from '#domain/sentences/report-sentences';
import { formatMean, joinNames, plural } from '../lib/report-format';

/** Fewer points than this are told as text: a chart of one or two dots says nothing a sentence cannot. */
const MIN_CHART_POINTS = 3;

/** How a point is named: its day, the week it starts, or its month. */
function pointLabel(point: TimePoint, period: ProgressReport['period']): string {
  if (period === 'all') return formatDate(point.from, 'shortMonth');
  if (period === 'year') return `Week of ${formatDate(point.from, 'short')}`;
  return formatDate(point.from, 'short');
}

function shortLabel(point: TimePoint, period: ProgressReport['period']): string {
  return period === 'all' ? formatDate(point.from, 'shortMonth') : formatDate(point.from, 'short');
}

/** A point named mid-sentence: "3 Mar", "the week of 3 Mar", "Mar 2026". */
function pointName(point: TimePoint, period: ProgressReport['period']): string {
  if (period === 'all') return formatDate(point.from, 'shortMonth');
  if (period === 'year') return `the week of ${formatDate(point.from, 'short')}`;
  return formatDate(point.from, 'short');
}

const unit = (period: ProgressReport['period']): 'day' | 'week' | 'month' =>
  period === 'all' ? 'month' : period === 'year' ? 'week' : 'day';
const unitHead = (period: ProgressReport['period']) =>
  unit(period) === 'day' ? 'Day' : unit(period) === 'week' ? 'Week' : 'Month';

/** "on 3 Mar", "in the week of 3 Mar", "in Mar 2026". */
function whenLabel(point: TimePoint, period: ProgressReport['period']): string {
  return `${unit(period) === 'day' ? 'on' : 'in'} ${pointName(point, period)}`;
}

/** The points with a value, as a sentence: "4.0 on 3 Mar and 5.0 on 5 Mar". */
function fewPoints(
  points: { point: TimePoint; value: number }[],
  period: ProgressReport['period'],
  format: (value: number) => string,
): string {
  return joinNames(points.map(({ point, value }) => `${format(value)} ${whenLabel(point, period)}`));
}

export function MoodOverTime({ report }: { report: ProgressReport }) {
  const { overTime, period } = report;
  const withMood = overTime.filter((p) => p.mood !== null);
  const moodDays = overTime.reduce((sum, p) => sum + p.moodDays, 0);
  const best = bestPointClause(
    withMood,
    unit(period),
    (point) => point.mood ?? 0,
    (point) => pointName(point, period),
  );
  const few = withMood.length > 0 && withMood.length < MIN_CHART_POINTS;
  const summary =
    withMood.length === 0
      ? 'No mood logged in this period yet.'
      : few
        ? `${plural(moodDays, 'day')} with a mood: ${fewPoints(
            withMood.map((point) => ({ point, value: point.mood as number })),
            period,
            (value) => `${formatMean(value)} of 5`,
          )}. The chart is drawn from ${MIN_CHART_POINTS} ${unit(period)}s with a mood.`
        : `${plural(moodDays, 'day')} with a mood, averaging ${formatMean(report.counts.moodAverage)} of 5${
            best ? `; ${best}` : ''
          }.`;
  return (
    <ChartFrame
      id="mood-over-time"
      title="Mood over time"
      summary={summary}
      table={
        <DataTable
          caption="Mood over time"
          head={[unitHead(period), 'Average mood', 'Days with a mood']}
          rows={overTime.map((p) => [pointLabel(p, period), formatMean(p.mood), p.moodDays])}
        />
      }
    >
      {withMood.length < MIN_CHART_POINTS ? null : (
        <LineChart
          points={overTime.map((p) => ({ label: p.from, value: p.mood }))}
          min={1}
          max={5}
          yLabels={MOOD_LEVELS.map((mood, i) => ({ value: i + 1, label: moodWord(mood) }))}
          xLabels={edgeLabels(overTime.map((p) => shortLabel(p, period)))}
        />
      )}
    </ChartFrame>
  );
}

/**
 * One small chart per area, or, for an area with fewer than MIN_CHART_POINTS points, its values as a
 * sentence. `value` reads the point's value of the area.
 */
function AreaMultiples({
  report,
  value,
  min,
  max,
  yLabels,
  format,
  note,
}: {
  report: ProgressReport;
  value: (point: TimePoint, area: LifeArea) => number | null;
  min: number;
  max: number;
  yLabels: { value: number; label: string }[];
  format: (value: number) => string;
  note: (area: LifeArea) => string;
}) {
  const { overTime, period } = report;
  const xLabels = edgeLabels(overTime.map((p) => shortLabel(p, period))).filter(
    (_, i, all) => i === 0 || i === all.length - 1,
  );
  return (
    <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {LIFE_AREAS.map((area) => {
        const points = overTime.flatMap((point) => {
          const v = value(point, area);
          return v === null ? [] : [{ point, value: v }];
        });
        return (
          <div key={area} data-testid={`area-chart-${area}`}>
            <p className="mb-1 flex items-baseline justify-between gap-2 text-sm">
              <span className="font-medium text-foreground">{area}</span>
              <span className="text-muted-foreground tabular-nums">{note(area)}</span>
            </p>
            {points.length >= MIN_CHART_POINTS ? (
              <LineChart
                points={overTime.map((p) => ({ label: p.from, value: value(p, area) }))}
                min={min}
                max={max}
                height={120}
                yLabels={yLabels}
                xLabels={xLabels}
              />
            ) : (
              <p className="rounded-2xl bg-foreground/[0.03] px-4 py-3 text-muted-foreground text-sm">
                {points.length === 0 ? 'Nothing yet in this period.' : fewPoints(points, period, format)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function AreasOverTime({ report }: { report: ProgressReport }) {
  const { overTime, period } = report;
  const rated = report.areas.filter((a) => a.count > 0);
  const summary =
    rated.length === 0
      ? 'No area rated in this period yet.'
      : `${rated
          .map((a) => `${a.area} averaged ${formatMean(a.mean)} over ${plural(a.count, 'rating')}`)
          .join('; ')}.`;
  return (
    <ChartFrame
      id="areas-over-time"
      title="Area ratings over time"
      summary={summary}
      table={
        <DataTable
          caption="Average rating of each area over time"
          head={[unitHead(period), ...LIFE_AREAS]}
          rows={overTime.map((p) => [
            pointLabel(p, period),
            ...LIFE_AREAS.map((area) => formatMean(p.areas[area])),
          ])}
        />
      }
    >
      {rated.length === 0 ? null : (
        <AreaMultiples
          report={report}
          value={(point, area) => point.areas[area]}
          min={1}
          max={5}
          yLabels={[
            { value: 1, label: '1' },
            { value: 3, label: '3' },
            { value: 5, label: '5' },
          ]}
          format={formatMean}
          note={(area) => {
            const count = report.areas.find((a) => a.area === area)?.count ?? 0;
            return count === 0 ? 'not rated in this period' : plural(count, 'rating');
          }}
        />
      )}
    </ChartFrame>
  );
}

/** A strength (0–100) on the rating scale, 1 to 5, as every part of the report shows it (decision 039). */
const onFive = (score: number) => 1 + (4 * score) / 100;

/** Each area's strength, 1 to 5, at the end of every point of the period. */
export function StrengthOverTime({ report }: { report: ProgressReport }) {
  const { overTime, period } = report;
  const scored = LIFE_AREAS.flatMap((area) => {
    const values = overTime.flatMap((p) => (p.strength[area] === null ? [] : [p.strength[area] as number]));
    return values.length === 0 ? [] : [{ area, first: values[0] as number, last: values.at(-1) as number }];
  });
  const summary =
    scored.length === 0
      ? 'No area rated yet: each area’s strength appears with its first rating.'
      : `Each area’s strength, 1 to 5. From the first to the last ${unit(period)} shown: ${scored
          .map(({ area, first, last }) =>
            first === last
              ? `${area} ${formatMean(onFive(last))}`
              : `${area} ${formatMean(onFive(first))} to ${formatMean(onFive(last))}`,
          )
          .join('; ')}.`;
  return (
    <ChartFrame
      id="strength-over-time"
      title="Strength over time"
      summary={summary}
      table={
        <DataTable
          caption="Strength of each area over time, 1 to 5"
          head={[unitHead(period), ...LIFE_AREAS]}
          rows={overTime.map((p) => [
            pointLabel(p, period),
            ...LIFE_AREAS.map((area) =>
              p.strength[area] === null ? '–' : formatMean(onFive(p.strength[area] as number)),
            ),
          ])}
        />
      }
    >
      {scored.length === 0 ? null : (
        <AreaMultiples
          report={report}
          value={(point, area) =>
            point.strength[area] === null ? null : onFive(point.strength[area] as number)
          }
          min={1}
          max={5}
          yLabels={[
            { value: 1, label: '1' },
            { value: 3, label: '3' },
            { value: 5, label: '5' },
          ]}
          format={(value) => `strength ${formatMean(value)} of 5`}
          note={(area) => {
            const score = report.areas.find((a) => a.area === area)?.score ?? null;
            if (score === null) return 'not rated yet';
            const shown = `${formatMean(onFive(score))} of 5`;
            return report.to >= report.today ? `now ${shown}` : `${shown} at the end`;
          }}
        />
      )}
    </ChartFrame>
  );
}

/** The three charts over time, in the order the report shows them. */
export function OverTimeCharts({ report }: { report: ProgressReport }) {
  return (
    <>
      <MoodOverTime report={report} />
      <AreasOverTime report={report} />
      <StrengthOverTime report={report} />
    </>
  );
}
