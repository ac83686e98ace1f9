import type { Badge } from '#contract/badges';

/** "3 of 7 days" for a badge counted in days, else "3 of 10". */
export function badgeProgressText(badge: Pick<Badge, 'progress' | 'howToEarn'>): string {
  const { current, target } = badge.progress;
  const inDays = /\bdays?\b/i.test(badge.howToEarn);
  return `${current} of ${target}${inDays ? (target === 1 ? ' day' : ' days') : ''}`;
}
