import type { Badge } from '../../../../contract/badges';
import { dateFormat } from '../../../lib/date-format';

/** "3 of 7 days" for a badge counted in days, else "3 of 10". */
export function badgeProgressText(badge: Pick<Badge, 'progress' | 'howToEarn'>): string {
  const { current, target } = badge.progress;
  const inDays = /\bdays?\b/i.test(badge.howToEarn);
  return `${current} of ${target}${inDays ? (target === 1 ? ' day' : ' days') : ''}`;
}

/** A local date (YYYY-MM-DD) as "March 12, 2026", read as a calendar day, not an instant. */
export function formatLocalDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return dateFormat('en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
