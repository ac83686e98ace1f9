// Where the navigation leads (the main destinations of SPEC section 2) and which entry is current.
import { PAGES, type PageId, pageIdFor } from '#client/lib/route-table';

/** A navigation entry: one page, or the whole admin area. */
export type NavTarget = PageId | 'admin';

export interface NavItem {
  target: NavTarget;
  label: string;
}

export interface NavSection {
  label: string;
  items: readonly NavItem[];
}

const ADMIN_ITEM: NavItem = { target: 'admin', label: 'Admin' };

/** The side navigation (768 px and wider): every destination, in groups. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    label: 'Reflect',
    items: [
      { target: 'home', label: 'Home' },
      { target: 'dailyRetro', label: 'Daily retro' },
      { target: 'journal', label: 'Journal' },
      { target: 'questions', label: 'Questions' },
    ],
  },
  {
    label: 'Grow',
    items: [
      { target: 'retroHistory', label: 'History' },
      { target: 'reports', label: 'Reports' },
      { target: 'achievements', label: 'Achievements' },
    ],
  },
  {
    label: 'Share',
    items: [
      { target: 'feedback', label: 'Feedback' },
      { target: 'referral', label: 'Invite friends' },
    ],
  },
  {
    label: 'App',
    items: [
      { target: 'settings', label: 'Settings' },
      { target: 'about', label: 'About' },
    ],
  },
];

/** The bottom bar on phones: four main destinations; the fifth button opens everything else. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  { target: 'home', label: 'Home' },
  { target: 'dailyRetro', label: 'Retro' },
  { target: 'journal', label: 'Journal' },
  { target: 'reports', label: 'Reports' },
];

/** The sections of the side navigation for this user: administrators also get the admin area. */
export function navSectionsFor(isAdmin: boolean): readonly NavSection[] {
  if (!isAdmin) return NAV_SECTIONS;
  return [...NAV_SECTIONS, { label: 'Manage', items: [ADMIN_ITEM] }];
}

/** What the phone's "More" sheet lists: every destination that is not on the bottom bar. */
export function moreItemsFor(isAdmin: boolean): NavItem[] {
  const onBar = new Set(BOTTOM_BAR_ITEMS.map((item) => item.target));
  return navSectionsFor(isAdmin)
    .flatMap((section) => section.items)
    .filter((item) => !onBar.has(item.target));
}

export function hrefFor(target: NavTarget): string {
  return target === 'admin' ? PAGES.adminFeedback.path : PAGES[target].path;
}

/** Whether an entry leads to the page being shown (aliases count; every admin page counts for Admin). */
export function isCurrentTarget(target: NavTarget, location: string): boolean {
  const page = pageIdFor(location);
  if (page === undefined) return false;
  if (target === 'admin') return 'adminOnly' in PAGES[page];
  return page === target;
}
