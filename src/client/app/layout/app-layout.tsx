import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '../../features/auth/api/use-user';
import { notePageShown } from '../../lib/previous-page';
import { lazyOptional } from '../lazy-optional';
import { setConnectionBannerSlot } from '../offline/connection-banner';
import { PAGES, type PageId, pageIdFor } from '../route-table';
import { PageTransition } from '../transitions/page-transition';
import { useWideScreen } from './use-wide-screen';

// Each screen size loads only its own navigation; both load alongside the page itself.
const SideNav = lazyOptional(() => import('./side-nav').then((m) => m.SideNav));
const MobileHeader = lazyOptional(() => import('./phone-navigation').then((m) => m.MobileHeader));
const BottomNav = lazyOptional(() => import('./phone-navigation').then((m) => m.BottomNav));

const APP_NAME = 'Daily Retro';

function documentTitleFor(page: PageId | undefined): string {
  if (page === 'home') return APP_NAME;
  return `${page ? PAGES[page].title : 'Page not found'} · ${APP_NAME}`;
}

/** A new page starts at its top, with the window title naming it. */
function usePageChange(pageKey: string, page: PageId | undefined): void {
  const firstKey = useRef(pageKey);
  useEffect(() => {
    document.title = documentTitleFor(page);
    if (pageKey !== firstKey.current) window.scrollTo({ top: 0 });
  }, [pageKey, page]);
}

/**
 * The signed-in frame around every page: the side navigation from 768 px, a top bar and a bottom
 * navigation bar below it, and the page itself in <main>.
 */
export function AppLayout({ renderPage }: { renderPage: (location: string) => ReactNode }) {
  const { data: user } = useUser();
  const [location] = useLocation();
  const page = pageIdFor(location);
  const pageKey = page ?? `not-found:${location}`;
  const wide = useWideScreen();
  usePageChange(pageKey, page);
  // Feedback says which page the user came from.
  useEffect(() => notePageShown(location), [location]);
  if (!user) return null;

  return (
    <div className="min-h-dvh md:flex">
      {wide ? (
        <Suspense fallback={<div className="hidden w-60 shrink-0 border-border border-r md:block lg:w-64" />}>
          <SideNav user={user} />
        </Suspense>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The connection banner, above the page only: the side navigation keeps the full height. */}
        {wide ? <div ref={setConnectionBannerSlot} /> : null}
        {wide ? null : (
          <Suspense fallback={<div className="h-14 border-border/80 border-b md:hidden" />}>
            <MobileHeader />
          </Suspense>
        )}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-5 pt-7 pb-28 outline-none sm:px-8 md:px-10 md:pt-12 md:pb-16 lg:px-14 xl:pt-16 print:p-0"
        >
          <div className="mx-auto w-full max-w-3xl">
            <PageTransition pageKey={pageKey} location={location}>
              {renderPage(location)}
            </PageTransition>
          </div>
        </main>
      </div>
      {wide ? null : (
        <Suspense fallback={null}>
          <BottomNav isAdmin={user.role === 'admin'} />
        </Suspense>
      )}
    </div>
  );
}
