import { useState } from 'react';
import { Card } from '#client/components/ui/card';
import { PageHeader } from '#client/components/ui/page-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { PAGES } from '#client/lib/route-table';
import { ANALYTICS_RANGES } from '#contract/constants';
import { useAnalytics } from '../api/analytics';
import { DailySeriesChart, SERIES } from '../components/analytics-charts';
import { FeedbackTallyTable } from '../components/feedback-tally-table';
import { RetentionTable } from '../components/retention-table';
import { formatFigure, formatShare } from '../lib/admin-format';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="item">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-2xl text-foreground tabular-nums">{value}</dd>
    </Card>
  );
}

export function AdminAnalyticsPage() {
  const [days, setDays] = useState<number>(30);
  const analytics = useAnalytics(days);
  const data = analytics.data;

  return (
    <div className="space-y-6">
      <PageHeader title={PAGES.adminAnalytics.title} description={PAGES.adminAnalytics.description} />
      <fieldset
        className="flex flex-wrap gap-1 rounded-2xl bg-foreground/[0.05] p-1"
        aria-busy={analytics.isFetching}
      >
        <legend className="sr-only">Period</legend>
        {ANALYTICS_RANGES.map((range) => (
          <label
            key={range}
            className={cn(
              'flex h-11 cursor-pointer items-center rounded-xl px-4 font-medium text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
              range === days ? 'bg-surface-raised text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name="range"
              className="sr-only"
              checked={range === days}
              onChange={() => setDays(range)}
            />
            {range === 365 ? 'Last year' : `Last ${range} days`}
          </label>
        ))}
      </fieldset>
      {analytics.isPending ? (
        <PageSpinner inline label="Counting…" />
      ) : analytics.isError || !data ? (
        <p role="alert">{errorMessage(analytics.error)}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat label="Active today" value={formatFigure(data.activeUsers.daily)} />
            <Stat label="Active this week (7 days)" value={formatFigure(data.activeUsers.weekly)} />
            <Stat label="Active this month (30 days)" value={formatFigure(data.activeUsers.monthly)} />
            <Stat
              label="Retro completion rate"
              value={data.completionRate === null ? formatFigure(null) : formatShare(data.completionRate)}
            />
            <Stat label="Reminders on" value={formatFigure(data.reminders.remindersEnabled)} />
            <Stat label="People with push" value={formatFigure(data.reminders.pushUsers)} />
            <Stat label="Devices with push" value={formatFigure(data.reminders.pushDevices)} />
          </dl>
          <div className="grid gap-6 xl:grid-cols-2">
            {SERIES.map((series) => (
              <DailySeriesChart key={series.key} data={data} series={series} />
            ))}
          </div>
          <RetentionTable retention={data.retention} />
          <FeedbackTallyTable data={data} />
        </>
      )}
    </div>
  );
}
