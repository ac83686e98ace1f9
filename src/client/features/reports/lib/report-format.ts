import { formatDate } from '#client/lib/dates';
import type { ReportPeriod } from '#contract/constants';

/** A local date (YYYY-MM-DD) as an instant at UTC midnight, for formatting in UTC. */
export function dateOf(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** "This week", "Last week", "9 Mar – 15 Mar 2026", "March 2026", "2026", "All time". */
export function periodTitle(period: ReportPeriod, offset: number, from: string, to: string): string {
  if (period === 'all') return 'All time';
  if (period === 'year') return offset === 0 ? `This year, ${from.slice(0, 4)}` : from.slice(0, 4);
  if (period === 'month') {
    const name = formatDate(from, 'month');
    return offset === 0 ? `This month, ${name}` : name;
  }
  if (offset === 0) return 'This week';
  if (offset === 1) return 'Last week';
  return `${formatDate(from, 'short')} – ${formatDate(to, 'list')}`;
}

/** The word for the period before, in comparisons: "last week", "the month before". */
export function previousName(period: ReportPeriod, offset: number): string {
  if (offset === 0) return `last ${period}`;
  return `the ${period} before`;
}

// Numbers and lists are written by the one set of rules every sentence uses (src/domain/sentences).
export {
  formatChange,
  formatCount,
  formatOneDecimal as formatMean,
  formatPercent,
  formatWholeNumber,
} from '#domain/sentences/numbers';
export { joinNames, plural } from '#domain/sentences/words';
