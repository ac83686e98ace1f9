import { ChartFrame, DataTable } from '#client/components/charts/chart-frame';
import { edgeLabels } from '#client/components/charts/line-chart';
import { formatDate } from '#client/lib/dates';
import type { Analytics, AnalyticsDay } from '#contract/admin';
import { activePeopleSentence, seriesTotalSentence } from '#domain/admin/analytics-sentences';
import { formatCount } from '#domain/sentences/numbers';
import { formatFigure } from '../lib/admin-format';
import { DailyBars } from './daily-bars';

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

/** The sentence above a chart: the period's total for events, an average day for people (a person is active on many days). */
function summaryOf(data: Analytics, series: (typeof SERIES)[number]): string {
  const hiddenDays = data.series.filter((day) => day[series.key] === null).length;
  if (series.key === 'activeUsers') {
    const distinct =
      data.days === 7 ? data.activeUsers.weekly : data.days === 30 ? data.activeUsers.monthly : undefined;
    return activePeopleSentence({
      noun: series.noun,
      days: data.days,
      total: data.totals.activePerDay,
      hiddenDays,
      distinctPeople: distinct,
    });
  }
  return seriesTotalSentence({
    noun: series.noun,
    days: data.days,
    total: data.totals[series.key],
    hiddenDays,
  });
}

/** One figure per day as bars; a hidden day is a hatched mark on the baseline, never a bar or a zero. */
export function DailySeriesChart({ data, series }: { data: Analytics; series: (typeof SERIES)[number] }) {
  const bars = data.series.map((day) => ({ label: day.date, value: day[series.key] }));
  const top = niceTop(Math.max(0, ...bars.map((bar) => bar.value ?? 0)));
  return (
    <ChartFrame
      id={`chart-${series.key}`}
      title={series.title}
      summary={summaryOf(data, series)}
      table={
        <DataTable
          caption={series.title}
          head={['Day', series.title]}
          rows={data.series.map((day) => [formatDate(day.date, 'short'), formatFigure(day[series.key])])}
        />
      }
    >
      <DailyBars
        bars={bars}
        max={top}
        yLabels={[
          { value: 0, label: '0' },
          { value: top / 2, label: formatCount(top / 2) },
          { value: top, label: formatCount(top) },
        ]}
        xLabels={edgeLabels(bars.map((bar) => formatDate(bar.label, 'short')))}
      />
    </ChartFrame>
  );
}
