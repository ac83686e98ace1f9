import { dateFormat } from '../../../lib/date-format';
/** A local date (YYYY-MM-DD) as 'Sunday, November 22, 2026' or the short 'Nov 22, 2026'. */
export function formatLocalDate(date: string, style: 'long' | 'short' = 'short'): string {
  const [y, m, d] = date.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
  return dateFormat('en', options).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
