// What a page's first screen needs besides the app's entry: its code and, for someone signed in, its
// first reads. The server names them in the Link header of the page it sends
// (server/plugins/page-preloads.ts), so a browser fetches them together with the entry's scripts,
// not one after another (code, then who is signed in, then the page's data: three round trips on a
// slow phone network, one with this). The names must stay in step with app/routes.tsx (its lazy
// imports; first-screen.test.ts checks) and with each page's first queries (the end-to-end test
// first-screen.spec.ts checks that every read named is made, exactly once).
import { PHONE_SCREEN_MEDIA, WIDE_SCREEN_MEDIA } from './constants';
import type { PageId } from './pages';

/** The source file of each page's code, as the build's manifest names it. */
export const PAGE_MODULES: Record<PageId | 'auth' | 'notFound', string> = {
  auth: 'src/client/features/auth/pages/auth-page.tsx',
  home: 'src/client/features/home/pages/home-page.tsx',
  dailyRetro: 'src/client/features/daily-retro/pages/daily-retro-page.tsx',
  journal: 'src/client/features/journal/pages/journal-page.tsx',
  questions: 'src/client/features/questions/pages/questions-page.tsx',
  retroHistory: 'src/client/features/retro-history/pages/retro-history-page.tsx',
  reports: 'src/client/features/reports/pages/reports-page.tsx',
  achievements: 'src/client/features/achievements/pages/achievements-page.tsx',
  feedback: 'src/client/features/feedback/pages/feedback-page.tsx',
  referral: 'src/client/features/referral/pages/referral-page.tsx',
  settings: 'src/client/features/settings/pages/settings-page.tsx',
  about: 'src/client/features/about/pages/about-page.tsx',
  navTest: 'src/client/features/nav-test/pages/nav-test-page.tsx',
  debug: 'src/client/features/debug/pages/debug-page.tsx',
  notFound: 'src/client/features/not-found/pages/not-found-page.tsx',
  adminFeedback: 'src/client/features/admin/pages/admin-area.tsx',
  adminCustomers: 'src/client/features/admin/pages/admin-area.tsx',
  adminQuestions: 'src/client/features/admin/pages/admin-area.tsx',
  adminAnalytics: 'src/client/features/admin/pages/admin-area.tsx',
  adminAudit: 'src/client/features/admin/pages/admin-area.tsx',
};

/** A module of the first screen, and the screens it is for when not every screen (a media query). */
export interface ScreenModule {
  module: string;
  media?: string;
}

/**
 * The lazy parts of the layout around every page of someone signed in: the navigation of a phone or
 * of a wide screen, each for the screens that show it (the media queries `use-wide-screen` goes by),
 * and the feature announcement.
 */
export const SIGNED_IN_MODULES: readonly ScreenModule[] = [
  { module: 'src/client/app/layout/phone-navigation.ts', media: PHONE_SCREEN_MEDIA },
  { module: 'src/client/app/layout/side-nav.tsx', media: WIDE_SCREEN_MEDIA },
  { module: 'src/client/app/announcement/announcement-controller.tsx' },
];

/** Read first by every page of someone signed in (who they are). */
export const SIGNED_IN_READS: readonly string[] = ['/api/user'];

/**
 * The reads a page makes as soon as it renders, whoever is signed in, when its address has no query
 * (a query can change them: a journal search, say). Only reads that are certain: one named but not
 * made would be fetched for nothing.
 */
export const FIRST_READS: Partial<Record<PageId, readonly string[]>> = {
  home: ['/api/home'],
  dailyRetro: ['/api/retro/today'],
  journal: ['/api/journal', '/api/journal/tags', '/api/journal/on-this-day'],
  reports: ['/api/progress-reports?timePeriod=week'],
};
