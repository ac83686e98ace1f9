import { type ComponentType, lazy, Suspense } from 'react';
import { PageSpinner } from '#client/components/ui/spinner';
import { AdminLayout } from '../components/admin-layout';

export type AdminPageId =
  | 'adminFeedback'
  | 'adminCustomers'
  | 'adminQuestions'
  | 'adminAnalytics'
  | 'adminAudit';

const ADMIN_PAGES: Record<AdminPageId, ComponentType> = {
  adminFeedback: lazy(() => import('./admin-feedback-page').then((m) => ({ default: m.AdminFeedbackPage }))),
  adminCustomers: lazy(() =>
    import('./admin-customers-page').then((m) => ({ default: m.AdminCustomersPage })),
  ),
  adminQuestions: lazy(() =>
    import('./admin-questions-page').then((m) => ({ default: m.AdminQuestionsPage })),
  ),
  adminAnalytics: lazy(() =>
    import('./admin-analytics-page').then((m) => ({ default: m.AdminAnalyticsPage })),
  ),
  adminAudit: lazy(() => import('./admin-audit-page').then((m) => ({ default: m.AdminAuditPage }))),
};

/** One admin page inside the admin layout; the page's code loads only for administrators. */
export function AdminArea({ page }: { page: AdminPageId }) {
  const Page = ADMIN_PAGES[page];
  return (
    <AdminLayout>
      <Suspense fallback={<PageSpinner inline />}>
        <Page />
      </Suspense>
    </AdminLayout>
  );
}
