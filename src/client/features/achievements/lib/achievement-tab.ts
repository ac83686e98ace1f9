import { PAGES } from '#client/lib/route-table';

export type AchievementTab = 'overview' | 'badges' | 'challenges';

export const ACHIEVEMENT_TABS: readonly { id: AchievementTab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'badges', label: 'Badges' },
  { id: 'challenges', label: 'Challenges' },
];

/** The tab a query string asks for (?tab=badges); Overview when it names none, or one that does not exist. */
export function tabFromSearch(search: string): AchievementTab {
  const asked = new URLSearchParams(search).get('tab');
  return ACHIEVEMENT_TABS.find((tab) => tab.id === asked)?.id ?? 'overview';
}

/** The address of a tab: Overview is the page itself. */
export function achievementsHref(tab: AchievementTab): string {
  return tab === 'overview' ? PAGES.achievements.path : `${PAGES.achievements.path}?tab=${tab}`;
}
