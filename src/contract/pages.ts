// Every page of the app and the paths that open it (SPEC section 2). Aliases open the same page.
// Shared: the client routes by it, and the server announces each page's first reads with the page.

export interface PageRoute {
  /** The path the app links to. */
  path: string;
  /** Other paths that open the same page. */
  aliases?: readonly string[];
  /** The page's heading and window title. */
  title: string;
  /** Only administrators may open it. */
  adminOnly?: boolean;
}

export const PAGES = {
  home: { path: '/', title: 'Home' },
  dailyRetro: { path: '/daily-retro', aliases: ['/daily-reflection'], title: 'Daily retro' },
  journal: { path: '/journal', title: 'Journal' },
  questions: { path: '/questions', title: 'Question library' },
  retroHistory: { path: '/retro-history', title: 'Retro history' },
  reports: {
    path: '/reports',
    aliases: ['/retro-summary', '/reflection-summary', '/progress-reports'],
    title: 'Progress reports',
  },
  achievements: { path: '/achievements', title: 'Achievements' },
  feedback: { path: '/feedback', title: 'Feedback' },
  referral: { path: '/referral', title: 'Invite a friend' },
  settings: { path: '/settings', title: 'Settings' },
  about: { path: '/about', title: 'About Daily Retro' },
  navTest: { path: '/nav-test', title: 'Navigation test' },
  debug: { path: '/debug', title: 'Debug' },
  adminFeedback: { path: '/admin/feedback', title: 'Feedback inbox', adminOnly: true },
  adminCustomers: { path: '/admin/customers', title: 'Customers', adminOnly: true },
  adminQuestions: { path: '/admin/questions', title: 'Question bank', adminOnly: true },
  adminAnalytics: { path: '/admin/analytics', title: 'Analytics', adminOnly: true },
  adminAudit: { path: '/admin/audit', title: 'Audit log', adminOnly: true },
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
