// Every page of the app and the paths that open it (SPEC section 2). Aliases open the same page.
// Shared: the client routes by it, and the server announces each page's first reads with the page.

export interface PageRoute {
  /** The path the app links to. */
  path: string;
  /** Other paths that open the same page. */
  aliases?: readonly string[];
  /** The page's heading and window title. */
  title: string;
  /** The small line above the heading, if the page has one. */
  eyebrow?: string;
  /**
   * The sentence under the heading. With the title and eyebrow it is prerendered into the page's
   * shell at build time (scripts/prerender-shells.mjs), so it paints before any script has run.
   */
  description?: string;
  /** Only administrators may open it. */
  adminOnly?: boolean;
}

export const PAGES = {
  home: { path: '/', title: 'Home' },
  dailyRetro: {
    path: '/daily-retro',
    aliases: ['/daily-reflection'],
    title: 'Daily retro',
    eyebrow: 'Today',
    description:
      'A few minutes to close the day: what went well, what did not, and how each part of your life feels.',
  },
  journal: {
    path: '/journal',
    title: 'Journal',
    eyebrow: 'Write',
    description: 'Free writing for everything the questions leave out.',
  },
  questions: {
    path: '/questions',
    title: 'Question library',
    eyebrow: 'Explore',
    description: 'Reflection questions grouped by theme, for the days you want to go deeper.',
  },
  retroHistory: {
    path: '/retro-history',
    title: 'Retro history',
    eyebrow: 'Look back',
    description: 'Every day you reflected on, newest first.',
  },
  reports: {
    path: '/reports',
    aliases: ['/retro-summary', '/reflection-summary', '/progress-reports'],
    title: 'Progress reports',
    eyebrow: 'Insight',
    description: 'What your retros, moods and journal say, over a week, a month, a year or all time.',
  },
  achievements: {
    path: '/achievements',
    title: 'Achievements',
    eyebrow: 'Streaks, badges and challenges',
    description: 'Milestones you reach and challenges you take on, at your own pace.',
  },
  feedback: {
    path: '/feedback',
    title: 'Feedback',
    eyebrow: 'Share',
    description: 'Tell us what broke, what you would like, or what you love. A person reads every message.',
  },
  referral: {
    path: '/referral',
    title: 'Invite a friend',
    eyebrow: 'Share',
    description:
      'Share Daily Retro with someone who would like a calmer end to their day. They see nothing of yours, and you nothing of theirs.',
  },
  settings: {
    path: '/settings',
    title: 'Settings',
    description: 'Make Daily Retro look and feel like yours.',
  },
  about: {
    path: '/about',
    title: 'About Daily Retro',
    description: 'A calm, private place to reflect for a few minutes every day.',
  },
  navTest: {
    path: '/nav-test',
    title: 'Navigation test',
    description:
      'Every address the app answers, to check that each one opens the right page and that the navigation marks it.',
  },
  debug: {
    path: '/debug',
    title: 'Debug',
    eyebrow: 'Diagnostics',
    description:
      'What this device knows about Daily Retro: versions, the service worker, caches and stored settings.',
  },
  adminFeedback: {
    path: '/admin/feedback',
    title: 'Feedback inbox',
    adminOnly: true,
    description:
      "What people send from the feedback page. Only the sender's username and their message are shown here.",
  },
  adminCustomers: {
    path: '/admin/customers',
    title: 'Customers',
    adminOnly: true,
    description: "Every account, with dates and counts only: nobody's writing is ever shown here.",
  },
  adminQuestions: {
    path: '/admin/questions',
    title: 'Question bank',
    adminOnly: true,
    description:
      'The library users browse and the retro draws from (Regular). A question that was ever asked is retired, not deleted, so past retros still show it.',
  },
  adminAnalytics: {
    path: '/admin/analytics',
    title: 'Analytics',
    adminOnly: true,
    description:
      'Counts only, never content. A period’s totals need 5 people active in it; a day or a group of fewer than 5 is shown as “fewer than 5”.',
  },
  adminAudit: {
    path: '/admin/audit',
    title: 'Audit log',
    adminOnly: true,
    description:
      'Every administrator action: who, what, on which account or question, when and from which address. Nobody can change or remove a line.',
  },
} as const satisfies Record<string, PageRoute>;

export type PageId = keyof typeof PAGES;

export const AUTH_PATH = '/auth';

/** Every path of a page: the main one first, then its aliases. */
export function pathsOf(page: PageRoute): readonly string[] {
  return [page.path, ...(page.aliases ?? [])];
}

/** The path without query, hash or a trailing slash ('/journal/' is '/journal'). */
export function normalizePath(location: string): string {
  const path = location.split(/[?#]/)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/** The page a location opens, or undefined for a path the app does not know. */
export function pageIdFor(location: string): PageId | undefined {
  const path = normalizePath(location);
  for (const [id, page] of Object.entries(PAGES) as Array<[PageId, PageRoute]>) {
    if (pathsOf(page).includes(path)) return id;
  }
  return undefined;
}

export function isAuthPath(location: string): boolean {
  const path = normalizePath(location);
  return path === AUTH_PATH || path.startsWith(`${AUTH_PATH}/`);
}
