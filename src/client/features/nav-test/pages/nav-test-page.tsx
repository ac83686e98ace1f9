import { ArrowUpRight } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { PageHeader, Section } from '#client/components/ui/page-header';
import { cn } from '#client/lib/cn';
import { PAGES, type PageId, type PageRoute } from '#client/lib/route-table';

interface Group {
  id: string;
  title: string;
  description: string;
  pages: readonly PageId[];
}

const GROUPS: readonly Group[] = [
  {
    id: 'nav-test-main',
    title: 'Pages',
    description: 'Each page at its main address, then at every other address that opens it.',
    pages: [
      'home',
      'dailyRetro',
      'journal',
      'questions',
      'retroHistory',
      'reports',
      'achievements',
      'feedback',
      'referral',
      'settings',
      'about',
      'navTest',
      'debug',
    ],
  },
  {
    id: 'nav-test-admin',
    title: 'Admin area',
    description: 'Open to administrators; anyone else sees a page saying it is not allowed.',
    pages: ['adminFeedback', 'adminCustomers', 'adminQuestions', 'adminAnalytics', 'adminAudit'],
  },
];

const NOT_FOUND_EXAMPLE = '/this-page-does-not-exist';

function RouteLink({ path, note }: { path: string; note: string }) {
  const [location] = useLocation();
  const here = location === path;
  return (
    <li>
      <Link
        href={path}
        aria-current={here ? 'page' : undefined}
        className={cn(
          'group flex items-center justify-between gap-4 rounded-xl px-3 py-2.5 transition-colors',
          'hover:bg-foreground/[0.04] focus-visible:outline-2 focus-visible:outline-ring',
          here ? 'bg-accent-soft' : null,
        )}
      >
        <span className="min-w-0">
          <code className="font-medium font-mono text-foreground text-sm">{path}</code>
          <span className="mt-0.5 block text-muted-foreground text-sm">{note}</span>
        </span>
        <ArrowUpRight
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-colors group-hover:text-accent-strong"
        />
      </Link>
    </li>
  );
}

function PageLinks({ page }: { page: PageRoute }) {
  return (
    <>
      <RouteLink path={page.path} note={page.title} />
      {(page.aliases ?? []).map((alias) => (
        <RouteLink key={alias} path={alias} note={`${page.title}, under another address`} />
      ))}
    </>
  );
}

/** A link to every route of the app, aliases included, for checking navigation. */
export function NavTestPage() {
  return (
    <>
      <PageHeader title={PAGES.navTest.title} description={PAGES.navTest.description} />
      <div className="grid gap-6">
        {GROUPS.map((group) => (
          <Section key={group.id} id={group.id} title={group.title} description={group.description}>
            <ul className="-mx-3 grid gap-0.5">
              {group.pages.map((id) => (
                <PageLinks key={id} page={PAGES[id]} />
              ))}
            </ul>
          </Section>
        ))}
        <Section
          id="nav-test-other"
          title="Anything else"
          description="An address the app does not know shows the not-found page, with a way home."
        >
          <ul className="-mx-3 grid gap-0.5">
            <RouteLink path={NOT_FOUND_EXAMPLE} note="Page not found" />
          </ul>
        </Section>
      </div>
    </>
  );
}
