import { Lightbulb } from 'lucide-react';
import { ChartFrame, DataTable } from '#client/components/charts/chart-frame';
import { Section } from '#client/components/ui/page-header';
import { MOOD_COLORS, moodWord } from '#client/lib/moods';
import { type ReportPeriod, TOP_TAGS_LIMIT } from '#contract/constants';
import type { ProgressReport } from '#contract/reports';
import {
  countAgainstPrevious,
  moodDistributionSentence,
  topTagsSentence,
} from '#domain/sentences/report-sentences';
import { HOW_INSIGHTS } from '../lib/how-worked-out';
import { formatCount, formatMean, formatPercent, plural, previousName } from '../lib/report-format';
import { LongerPeriodButton } from './getting-started';

export function MoodDistribution({ report }: { report: ProgressReport }) {
  const total = report.moodDistribution.reduce((sum, m) => sum + m.count, 0);
  return (
    <ChartFrame
      id="mood-distribution"
      title="Mood distribution"
      summary={moodDistributionSentence(report.moodDistribution)}
      table={
        <DataTable
          caption="Days with each mood"
          head={['Mood', 'Days', 'Share']}
          rows={report.moodDistribution.map((m) => [
            moodWord(m.mood),
            m.count,
            formatPercent(total ? m.count / total : null),
          ])}
        />
      }
    >
      {total === 0 ? null : (
        <ul className="grid gap-2.5">
          {[...report.moodDistribution].reverse().map((m) => (
            <li key={m.mood} className="grid grid-cols-[4rem_1fr_2.5rem] items-center gap-3 text-sm">
              <span className="text-foreground">{moodWord(m.mood)}</span>
              <span className="h-3 overflow-hidden rounded-full bg-foreground/[0.06]">
                <span
                  className="block h-full rounded-full"
                  style={{
                    width: `${total ? (m.count / total) * 100 : 0}%`,
                    backgroundColor: MOOD_COLORS[m.mood].fill,
                  }}
                />
              </span>
              <span className="text-right text-muted-foreground tabular-nums">{m.count}</span>
            </li>
          ))}
        </ul>
      )}
    </ChartFrame>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl bg-foreground/[0.03] p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-2xl text-foreground tabular-nums">{value}</dd>
      {detail ? <dd className="mt-0.5 text-muted-foreground text-xs">{detail}</dd> : null}
    </div>
  );
}

export function Counts({ report }: { report: ProgressReport }) {
  const { counts, previous } = report;
  // A period before the user's first day has nothing to compare with.
  const before = previous && previous.to >= report.firstDay ? previous.counts : undefined;
  const compare = (now: number, then: number | undefined) =>
    then === undefined
      ? undefined
      : countAgainstPrevious(now, then, previousName(report.period, report.offset));
  return (
    <Section id="counts-heading" title="Counts" className="break-inside-avoid print:col-span-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          label="Retros completed"
          value={formatCount(counts.retrosCompleted)}
          detail={`${formatPercent(counts.completionRate)} of ${plural(counts.daysSoFar, 'day')}`}
        />
        <Stat
          label="Journal entries"
          value={formatCount(counts.journalEntries)}
          detail={compare(counts.journalEntries, before?.journalEntries)}
        />
        <Stat
          label="Words written"
          value={formatCount(counts.wordsWritten)}
          detail={compare(counts.wordsWritten, before?.wordsWritten)}
        />
        <Stat
          label="Moods logged"
          value={formatCount(counts.moodsLogged)}
          detail={
            counts.moodAverage === null ? undefined : `averaging ${formatMean(counts.moodAverage)} of 5`
          }
        />
      </dl>
      <p className="mt-4 text-muted-foreground text-sm leading-relaxed" data-testid="longest-runs">
        Longest runs of days in a row in this period: retros{' '}
        <span className="font-medium text-foreground">{plural(counts.longestRuns.retro, 'day')}</span>,
        journal{' '}
        <span className="font-medium text-foreground">{plural(counts.longestRuns.journal, 'day')}</span>, mood{' '}
        <span className="font-medium text-foreground">{plural(counts.longestRuns.mood, 'day')}</span>.
      </p>
    </Section>
  );
}

export function TopTags({ report }: { report: ProgressReport }) {
  const top = report.topTags[0]?.count ?? 0;
  return (
    <ChartFrame
      id="top-tags"
      title="Most used tags"
      summary={topTagsSentence(report.topTags, TOP_TAGS_LIMIT)}
      table={
        <DataTable
          caption="Most used tags"
          head={['Tag', 'Entries']}
          rows={report.topTags.map((t) => [`#${t.tag}`, t.count])}
        />
      }
    >
      <ul className="grid gap-2.5">
        {report.topTags.map((t) => (
          <li key={t.tag} className="grid grid-cols-[minmax(0,8rem)_1fr_2.5rem] items-center gap-3 text-sm">
            <span className="truncate text-foreground">#{t.tag}</span>
            <span className="h-3 overflow-hidden rounded-full bg-foreground/[0.06]">
              <span
                className="block h-full rounded-full bg-accent"
                style={{ width: `${(t.count / top) * 100}%` }}
              />
            </span>
            <span className="text-right text-muted-foreground tabular-nums">{t.count}</span>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}

function InsightItem({ text, basis }: { text: string; basis: string }) {
  return (
    <li className="flex gap-3 rounded-2xl bg-accent-soft p-4">
      <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
      <div>
        <p className="text-foreground leading-relaxed">{text}</p>
        <p className="mt-1 text-muted-foreground text-sm">{basis}</p>
      </div>
    </li>
  );
}

/** Every insight of the period: comparisons of the mood first, then the facts told from the first week. */
export function Insights({
  report,
  onShowPeriod,
}: {
  report: ProgressReport;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const none = report.insights.length === 0 && report.earlyInsights.length === 0;
  return (
    <Section id="insights-heading" title="Insights" className="break-inside-avoid print:col-span-2">
      {none ? (
        <div className="grid justify-items-start gap-3">
          <p className="text-muted-foreground leading-relaxed">
            Nothing clear enough to tell yet. Keep rating your days and logging your mood: insights show here
            once they are true.
          </p>
          {report.period === 'week' ? (
            <LongerPeriodButton period={report.period} onShowPeriod={onShowPeriod} />
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-3">
          {report.insights.map((insight) => (
            <InsightItem
              key={insight.text}
              text={insight.text}
              basis={`From ${plural(insight.withDays + insight.withoutDays, 'day')} with a mood: ${insight.withDays} against ${insight.withoutDays}.`}
            />
          ))}
          {report.earlyInsights.map((insight) => (
            <InsightItem key={insight.text} text={insight.text} basis={insight.basis} />
          ))}
        </ul>
      )}
      <details className="mt-3 print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-accent-strong text-sm hover:underline">
          How is this worked out?
        </summary>
        <div className="grid gap-2 text-muted-foreground text-sm leading-relaxed">
          {HOW_INSIGHTS.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </details>
    </Section>
  );
}
