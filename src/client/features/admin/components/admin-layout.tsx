import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useUser } from '#client/features/auth';
import { cn } from '#client/lib/cn';
import { PAGES, type PageId } from '#client/lib/route-table';
import { NotAllowed } from './not-allowed';

const SECTIONS: ReadonlyArray<{ page: PageId; label: string }> = [
  { page: 'adminFeedback', label: 'Feedback' },
  { page: 'adminCustomers', label: 'Customers' },
  { page: 'adminQuestions', label: 'Questions' },
  { page: 'adminAnalytics', label: 'Analytics' },
  { page: 'adminAudit', label: 'Audit log' },
];

/** The frame of the admin pages: only administrators get past it (SPEC section 6). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const [location] = useLocation();
  if (user?.role !== 'admin') return <NotAllowed />;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-medium text-accent-strong text-sm uppercase tracking-wider">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Admin area
        </p>
        <Link
          href={PAGES.home.path}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the app
        </Link>
      </div>
      {/* Every section stays in view: three a row on a phone, one row from a tablet up. */}
      <nav aria-label="Admin sections" className="mb-8">
        <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-foreground/[0.05] p-1 sm:flex sm:flex-wrap">
          {SECTIONS.map(({ page, label }) => {
            const { path } = PAGES[page];
            const current = location === path;
            return (
              <li key={page}>
                <Link
                  href={path}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex h-11 items-center justify-center whitespace-nowrap rounded-xl px-3 font-medium text-sm transition-colors sm:px-4',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                    current
                      ? 'bg-surface-raised text-foreground shadow-sm dark:bg-foreground/[0.12]'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}
