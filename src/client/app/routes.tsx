import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageErrorBoundary } from '#client/components/errors/error-boundary';
import { PageShell } from '#client/components/ui/page-shell';
import { PageSpinner } from '#client/components/ui/spinner';
import { isAuthPath, PAGES, type PageId, pageIdFor, pathsOf } from '#client/lib/route-table';
import { AppLayout } from './layout/app-layout';
import { RequireUser } from './require-user';

/** A page component loaded on first use (SPEC section 2: pages load lazily, with a spinner). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  // `preload` starts fetching the code before the page is rendered; the module is fetched once.
  return Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { preload: load },
  );
}

const AuthPage = lazyPage(
  () => import('#client/features/auth/pages/auth-page'),
  (m) => m.AuthPage,
);
const HomePage = lazyPage(
  () => import('#client/features/home/pages/home-page'),
  (m) => m.HomePage,
);
const DailyRetroPage = lazyPage(
  () => import('#client/features/daily-retro/pages/daily-retro-page'),
  (m) => m.DailyRetroPage,
);
const JournalPage = lazyPage(
  () => import('#client/features/journal/pages/journal-page'),
  (m) => m.JournalPage,
);
const QuestionsPage = lazyPage(
  () => import('#client/features/questions/pages/questions-page'),
  (m) => m.QuestionsPage,
);
const RetroHistoryPage = lazyPage(
  () => import('#client/features/retro-history/pages/retro-history-page'),
  (m) => m.RetroHistoryPage,
);
const ReportsPage = lazyPage(
  () => import('#client/features/reports/pages/reports-page'),
  (m) => m.ReportsPage,
);
const AchievementsPage = lazyPage(
  () => import('#client/features/achievements/pages/achievements-page'),
  (m) => m.AchievementsPage,
);
const FeedbackPage = lazyPage(
  () => import('#client/features/feedback/pages/feedback-page'),
  (m) => m.FeedbackPage,
);
const ReferralPage = lazyPage(
  () => import('#client/features/referral/pages/referral-page'),
  (m) => m.ReferralPage,
);
const SettingsPage = lazyPage(
  () => import('#client/features/settings/pages/settings-page'),
  (m) => m.SettingsPage,
);
const AboutPage = lazyPage(
  () => import('#client/features/about/pages/about-page'),
  (m) => m.AboutPage,
);
const NavTestPage = lazyPage(
  () => import('#client/features/nav-test/pages/nav-test-page'),
  (m) => m.NavTestPage,
);
const DebugPage = lazyPage(
  () => import('#client/features/debug/pages/debug-page'),
  (m) => m.DebugPage,
);
const NotFoundPage = lazyPage(
  () => import('#client/features/not-found/pages/not-found-page'),
  (m) => m.NotFoundPage,
);

const loadAdminArea = () => import('#client/features/admin/pages/admin-area');
const AdminArea = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminArea })));

/** What each page shows; every path and alias of a page in route-table.ts opens it. */
const PAGE_ELEMENTS: Record<PageId, ReactNode> = {
  home: <HomePage />,
  dailyRetro: <DailyRetroPage />,
  journal: <JournalPage />,
  questions: <QuestionsPage />,
  retroHistory: <RetroHistoryPage />,
  reports: <ReportsPage />,
  achievements: <AchievementsPage />,
  feedback: <FeedbackPage />,
  referral: <ReferralPage />,
  settings: <SettingsPage />,
  about: <AboutPage />,
  navTest: <NavTestPage />,
  debug: <DebugPage />,
  adminFeedback: <AdminArea page="adminFeedback" />,
  adminCustomers: <AdminArea page="adminCustomers" />,
  adminQuestions: <AdminArea page="adminQuestions" />,
  adminAnalytics: <AdminArea page="adminAnalytics" />,
  adminAudit: <AdminArea page="adminAudit" />,
};

const PAGE_PRELOADS: Record<PageId, () => Promise<unknown>> = {
  home: HomePage.preload,
  dailyRetro: DailyRetroPage.preload,
  journal: JournalPage.preload,
  questions: QuestionsPage.preload,
  retroHistory: RetroHistoryPage.preload,
  reports: ReportsPage.preload,
  achievements: AchievementsPage.preload,
  feedback: FeedbackPage.preload,
  referral: ReferralPage.preload,
  settings: SettingsPage.preload,
  about: AboutPage.preload,
  navTest: NavTestPage.preload,
  debug: DebugPage.preload,
  adminFeedback: loadAdminArea,
  adminCustomers: loadAdminArea,
  adminQuestions: loadAdminArea,
  adminAnalytics: loadAdminArea,
  adminAudit: loadAdminArea,
};

/**
 * Starts loading the code of the page at a location while the app is still finding out who is signed
 * in, instead of after: the page's code and the user arrive together. A failure is left to the render,
 * which shows the page's error fallback.
 */
export function preloadPageAt(location: string, signedIn: boolean): void {
  const id = pageIdFor(location);
  const load = isAuthPath(location) || !signedIn ? AuthPage.preload : id ? PAGE_PRELOADS[id] : undefined;
  load?.().catch(() => undefined);
}

const PAGE_ROUTES = (Object.keys(PAGE_ELEMENTS) as PageId[]).flatMap((id) =>
  pathsOf(PAGES[id]).map((path) => (
    <Route key={path} path={path}>
      {PAGE_ELEMENTS[id]}
    </Route>
  )),
);

/**
 * The page for a location. The location is passed in, so a page on its way out keeps showing itself.
 * A page that fails (or whose code cannot load) shows the page fallback inside the navigation; while its
 * code loads, the page's shell shows (its heading, as the prerendered HTML had it).
 */
function PageSwitch({ location }: { location: string }) {
  return (
    <PageErrorBoundary resetKey={location}>
      <Suspense fallback={<PageShell page={pageIdFor(location)} />}>
        <Switch location={location}>
          {PAGE_ROUTES}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

const renderPage = (location: string) => <PageSwitch location={location} />;

/**
 * The sign-in page, or the signed-in frame around every other page. Only the sign-in page's code loads
 * behind a Suspense boundary here: a boundary around the frame would hydrate after the rest of the
 * prerendered page, by which time the signed-in user may have arrived, and the frame would no longer
 * match its HTML (decision record 029).
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/auth">
        <Suspense fallback={<PageSpinner />}>
          <AuthPage />
        </Suspense>
      </Route>
      <Route>
        <RequireUser>
          <AppLayout renderPage={renderPage} />
        </RequireUser>
      </Route>
    </Switch>
  );
}
