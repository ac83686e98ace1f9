import type { Analytics, AnalyticsDay } from '../../../../contract/admin';
import { ChartFrame, DataTable } from '../../../components/charts/chart-frame';
import { edgeLabels, LineChart } from '../../../components/charts/line-chart';
import { formatShortDate } from '../../../lib/retro-dates';
import { formatFigure } from '../lib/admin-format';

type SeriesKey = Exclude<keyof AnalyticsDay, 'date'>;

export const SERIES: ReadonlyArray<{ key: SeriesKey; title: string; noun: string }> = [
  { key: 'signups', title: 'Sign-ups per day', noun: 'sign-ups' },
  { key: 'activeUsers', title: 'Active people per day', noun: 'active people' },
  { key: 'retrosCompleted', title: 'Retros completed per day', noun: 'retros completed' },
  { key: 'journalEntries', title: 'Journal entries per day', noun: 'journal entries' },
  { key: 'moods', title: 'Moods logged per day', noun: 'moods logged' },
];

/** Round steps for the left axis: 0, a middle and a top that is a "nice" number. */
function niceTop(max: number): number {
  if (max <= 5) return 5;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= max) ?? 10;
  return step * magnitude;
}

/** One figure per day as a line, with the same chart code as the progress reports. */
export function DailySeriesChart({ data, series }: { data: Analytics; series: (typeof SERIES)[number] }) {
  const points = data.series.map((day) => ({ label: day.date, value: day[series.key] }));
  const shown = points.filter((p) => p.value !== null) as { label: string; value: number }[];
  const total = shown.reduce((sum, p) => sum + p.value, 0);
  const hidden = points.length - shown.length;
  const top = niceTop(Math.max(0, ...shown.map((p) => p.value)));
  const summary = `${total.toLocaleString('en')} ${series.noun} in the last ${data.days} days${
    hidden > 0 ? `; ${hidden} ${hidden === 1 ? 'day' : 'days'} with fewer than 5 left out` : ''
  }.`;
  return (
    <ChartFrame
      id={`chart-${series.key}`}
      title={series.title}
      summary={summary}
      table={
        <DataTable
          caption={series.title}
          head={['Day', series.title]}
          rows={data.series.map((day) => [formatShortDate(day.date), formatFigure(day[series.key])])}
        />
      }
    >
      <LineChart
        points={points}
        min={0}
        max={top}
        height={160}
        yLabels={[
          { value: 0, label: '0' },
          { value: top / 2, label: (top / 2).toLocaleString('en') },
          { value: top, label: top.toLocaleString('en') },
        ]}
        xLabels={edgeLabels(points.map((p) => formatShortDate(p.label)))}
      />
    </ChartFrame>
  );
}
