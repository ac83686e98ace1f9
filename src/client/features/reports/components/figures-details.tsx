import { Section } from '#client/components/ui/page-header';
import type { ReportPeriod } from '#contract/constants';
import type { ProgressReport } from '#contract/reports';
import { AreaCards, AreaTable } from './area-cards';
import { Counts, Insights, MoodDistribution, TopTags } from './figures';

/** Every area, the mood distribution, the counts and the top tags: the report's figures in full. */
export function FiguresDetails({
  report,
  onShowPeriod,
}: {
  report: ProgressReport;
  onShowPeriod: (period: ReportPeriod) => void;
}) {
  return (
    <>
      <AreaCards report={report} onShowPeriod={onShowPeriod} />
      <Section
        id="areas-table-heading"
        title="Every area"
        description="The figures the strongest area and the area to improve are chosen from."
        className="break-inside-avoid print:col-span-2"
      >
        <div className="overflow-x-auto">
          <AreaTable report={report} />
        </div>
      </Section>
      <MoodDistribution report={report} />
      <Counts report={report} />
      {report.topTags.length > 0 ? <TopTags report={report} /> : null}
    </>
  );
}

export { Insights as InsightsDetails };
