import { CheckCircle2, Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Section } from '#client/components/ui/page-header';
import { PAGES } from '#client/lib/route-table';
import type { ReportPeriod } from '#contract/constants';
import type { ProgressReport } from '#contract/reports';
import { longerPeriod, milestones } from '../lib/getting-started';
import { plural } from '../lib/report-format';

const PERIOD_NAME: Record<ReportPeriod, string> = {
  week: 'this week',
  month: 'this month',
  year: 'this year',
  all: 'all time',
};

/** A button that opens the next longer period, for a part this period cannot show. */
export function LongerPeriodButton({
  period,
  onShowPeriod,
}: {
  period: ReportPeriod;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const longer = longerPeriod(period);
  return (
    <Button variant="secondary" className="min-h-11 print:hidden" onClick={() => onShowPeriod(longer)}>
      See {PERIOD_NAME[longer]}
    </Button>
  );
}

/** What the page will show, and how many days until each part appears: never blank charts. */
export function GettingStarted({
  report,
  empty,
  onShowPeriod,
}: {
  report: ProgressReport;
  empty: boolean;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  const parts = milestones(report);
  if (!empty && parts.every((p) => p.remaining === 0)) return null;
  const longer = parts.some((p) => p.remaining === 'longer-period');
  return (
    <Section
      id="getting-started-heading"
      title={empty ? 'Your report starts with your first retro' : 'Still to come in this period'}
      description={
        empty
          ? 'Every number here is counted from what you write, so the page fills in as you go. This is what appears, and when.'
          : 'Some parts need a few more days before they can say something true.'
      }
      className="print:hidden"
    >
      <ul className="grid gap-3">
        {parts.map((part) => (
          <li key={part.part} className="flex items-start gap-3">
            {part.remaining === 0 ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
            ) : (
              <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            )}
            <div>
              <p className="font-medium text-foreground">
                {part.part}
                <span className="ml-2 font-normal text-muted-foreground text-sm">
                  {part.remaining === 0
                    ? 'ready'
                    : part.remaining === 'longer-period'
                      ? 'in a longer period'
                      : `in ${plural(part.remaining, 'more day')}`}
                </span>
              </p>
              <p className="text-muted-foreground text-sm">{part.needs}</p>
            </div>
          </li>
        ))}
      </ul>
      {empty || (longer && report.period !== 'all') ? (
        <div className="mt-5 flex flex-wrap gap-3">
          {empty ? (
            <>
              <Link href={PAGES.dailyRetro.path} className={buttonClasses('primary', 'lg')}>
                Start today’s retro
              </Link>
              <Link href={`${PAGES.journal.path}?new`} className={buttonClasses('secondary', 'lg')}>
                Write in your journal
              </Link>
            </>
          ) : null}
          {longer && report.period !== 'all' && !empty ? (
            <LongerPeriodButton period={report.period} onShowPeriod={onShowPeriod} />
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
