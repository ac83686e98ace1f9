import { LIFE_AREAS, MOOD_LEVELS } from '../../../../contract/constants';
import type { ProgressReport, TimePoint } from '../../../../contract/reports';
import { ChartFrame, DataTable } from '../../../components/charts/chart-frame';
import { edgeLabels, LineChart } from '../../../components/charts/line-chart';
import { dateOf, formatDay, formatMean, plural } from '../lib/report-format';

const MONTH = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const MOOD_WORDS = ['Awful', 'Bad', 'Okay', 'Good', 'Great'];

/** How a point is named: its day, the week it starts, or its month. */
function pointLabel(point: TimePoint, period: ProgressReport['period']): string {
  if (period === 'all') return MONTH.format(dateOf(point.from));
  if (period === 'year') return `Week of ${formatDay(point.from)}`;
  return formatDay(point.from);
}

function shortLabel(point: TimePoint, period: ProgressReport['period']): string {
  return period === 'all' ? MONTH.format(dateOf(point.from)) : formatDay(point.from);
}

const unit = (period: ProgressReport['period']) =>
  period === 'all' ? 'month' : period === 'year' ? 'week' : 'day';

export function MoodOverTime({ report }: { report: ProgressReport }) {
  const { overTime, period } = report;
  const withMood = overTime.filter((p) => p.mood !== null);
  const moodDays = overTime.reduce((sum, p) => sum + p.moodDays, 0);
  const best = withMood.reduce<TimePoint | null>(
    (top, p) => (top && (top.mood ?? 0) >= (p.mood ?? 0) ? top : p),
    null,
  );
  const summary =
    withMood.length === 0
      ? 'No mood logged in this period yet.'
      : `${plural(moodDays, 'day')} with a mood, averaging ${formatMean(report.counts.moodAverage)} of 5${
          best && withMood.length > 1
            ? `; the best ${unit(period)} was ${pointLabel(best, period)} (${formatMean(best.mood)})`
            : ''
        }.`;
  return (
    <ChartFrame
      id="mood-over-time"
      title="Mood over time"
      summary={summary}
      table={
        <DataTable
          caption="Mood over time"
          head={[
            unit(period) === 'day' ? 'Day' : unit(period) === 'week' ? 'Week' : 'Month',
            'Average mood',
            'Days with a mood',
          ]}
          rows={overTime.map((p) => [pointLabel(p, period), formatMean(p.mood), p.moodDays])}
        />
      }
    >
      {withMood.length === 0 ? null : (
        <LineChart
          points={overTime.map((p) => ({ label: p.from, value: p.mood }))}
          min={1}
          max={5}
          yLabels={MOOD_LEVELS.map((_, i) => ({ value: i + 1, label: MOOD_WORDS[i] as string }))}
          xLabels={edgeLabels(overTime.map((p) => shortLabel(p, period)))}
        />
      )}
    </ChartFrame>
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
          head={[unit(period) === 'day' ? 'Day' : unit(period) === 'week' ? 'Week' : 'Month', ...LIFE_AREAS]}
          rows={overTime.map((p) => [
            pointLabel(p, period),
            ...LIFE_AREAS.map((area) => formatMean(p.areas[area])),
          ])}
        />
      }
    >
      {rated.length === 0 ? null : (
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          {LIFE_AREAS.map((area) => {
            const figures = report.areas.find((a) => a.area === area);
            return (
              <div key={area}>
                <p className="mb-1 flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium text-foreground">{area}</span>
                  <span className="text-muted-foreground tabular-nums">
                    {figures?.score === null || figures === undefined
                      ? 'not rated yet'
                      : `strength ${figures.score}`}
                  </span>
                </p>
                <LineChart
                  points={overTime.map((p) => ({ label: p.from, value: p.areas[area] }))}
                  min={1}
                  max={5}
                  height={120}
                  yLabels={[
                    { value: 1, label: '1' },
                    { value: 3, label: '3' },
                    { value: 5, label: '5' },
                  ]}
                  xLabels={edgeLabels(overTime.map((p) => shortLabel(p, period))).filter(
                    (_, i, all) => i === 0 || i === all.length - 1,
                  )}
                />
              </div>
            );
          })}
        </div>
      )}
    </ChartFrame>
  );
}
