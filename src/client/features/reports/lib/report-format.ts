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

/** A mean to one decimal ("4.2"), or an en dash when there is none. */
export function formatMean(value: number | null): string {
  return value === null ? '–' : value.toFixed(1);
}

/** A signed change to one decimal: "+0.5", "−1.2", "no change". */
export function formatChange(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded === 0) return 'no change';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
}

export function formatPercent(share: number | null): string {
  return share === null ? '–' : `${Math.round(share * 100)} %`;
}

/**
 * A whole number with thousands separated by commas, as Intl.NumberFormat('en') writes it: "12,345".
 * Written by hand, as the dates are (src/client/lib/dates.ts says why).
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

let fractions: Intl.NumberFormat | undefined;
/** "1,234"; a count with a fraction (never in practice) is left to Intl, built on first use. */
export function formatCount(value: number): string {
  if (Number.isInteger(value)) return formatWholeNumber(value);
  fractions ??= new Intl.NumberFormat('en');
  return fractions.format(value);
}

/** "1 day", "3 days". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** Names joined for a sentence: "Health", "Health and Spiritual", "Health, Spiritual and Productivity". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
