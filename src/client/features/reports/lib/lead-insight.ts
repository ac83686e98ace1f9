import type { ProgressReport } from '#contract/reports';
import { plural } from './report-format';

export interface LeadInsight {
  text: string;
  basis: string;
}

/**
 * The one insight the summary shows: a comparison of moods when there is one (it says the most and
 * rests on the most days), else the first fact told early; null when nothing can be told yet.
 */
export function leadInsight(report: Pick<ProgressReport, 'insights' | 'earlyInsights'>): LeadInsight | null {
  const comparison = report.insights[0];
  if (comparison) {
    return {
      text: comparison.text,
      basis: `From ${plural(comparison.withDays + comparison.withoutDays, 'day')} with a mood: ${comparison.withDays} against ${comparison.withoutDays}.`,
    };
  }
  const early = report.earlyInsights[0];
  return early ? { text: early.text, basis: early.basis } : null;
}
