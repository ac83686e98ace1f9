import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { AUTH_GATE_TEXTS } from '../../../contract/constants';
import { Logo } from '../../components/ui/logo';
import { PageShell } from '../../components/ui/page-shell';
import { useUser } from '../../features/auth/api/user';
import { notePageShown } from '../../lib/previous-page';
import { lazyOptional } from '../lazy-optional';
import { setConnectionBannerSlot } from '../offline/connection-banner';
import { type PageId, pageIdFor } from '../route-table';
import { PageTransition } from '../transitions/page-transition';
import { documentTitleFor } from './document-title';
import { useWideScreen } from './use-wide-screen';

// Each screen size loads only its own navigation; both load alongside the page itself.
const SideNav = lazyOptional(() => import('./side-nav').then((m) => m.SideNav));
const MobileHeader = lazyOptional(() => import('./phone-navigation').then((m) => m.MobileHeader));
const BottomNav = lazyOptional(() => import('./phone-navigation').then((m) => m.BottomNav));

/** A new page starts at its top, with the window title naming it. */
function usePageChange(pageKey: string, page: PageId | undefined): void {
  const firstKey = useRef(pageKey);
  useEffect(() => {
    document.title = documentTitleFor(page);
    if (pageKey !== firstKey.current) window.scrollTo({ top: 0 });
  }, [pageKey, page]);
}

/** The side navigation's room, with the app's name, until its code and the user are there. */
function SideNavPlaceholder() {
  return (
    <div className="sticky top-0 hidden h-dvh w-60 shrink-0 border-border border-r bg-surface/70 md:block lg:w-64 print:hidden">
      <div className="px-5 pt-6 pb-2">
        <Logo />
      </div>
    </div>
  );
}

/** The phone's top bar, the same height and mark, until its code is there. */
function MobileHeaderPlaceholder() {
  return (
    <div className="sticky top-0 z-20 border-border/80 border-b bg-background/90 pt-[env(safe-area-inset-top)] md:hidden print:hidden">
      <div className="flex h-14 items-center pl-4">
        <Logo compact />
      </div>
    </div>
  );
}

/** The phone's bottom bar, empty, until its code and the user (an administrator's items) are there. */
function BottomNavPlaceholder() {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] md:hidden print:hidden">
      <div className="h-16" />
    </div>
  );
}

/**
 * The signed-in frame around every page: the side navigation from 768 px, a top bar and a bottom
 * navigation bar below it, and the page itself in <main>.
 *
 * Before the user is known (the server's answer still on its way, for a browser holding the signed-in
 * hint) and while the build's prerendered HTML is hydrated, it shows the frame with the page's shell
 * (page-shell.tsx): this is what the build prerenders for each page. The screen's width is unknown
 * then, so CSS picks which navigation's room shows.
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

  return (
    <div className="min-h-dvh md:flex">
      {wide === false ? null : user && wide ? (
        <Suspense fallback={<SideNavPlaceholder />}>
          <SideNav user={user} />
        </Suspense>
      ) : (
        <SideNavPlaceholder />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The connection banner, above the page only: the side navigation keeps the full height. */}
        {wide ? <div ref={setConnectionBannerSlot} /> : null}
        {wide === true ? null : wide === false ? (
          <Suspense fallback={<MobileHeaderPlaceholder />}>
            <MobileHeader />
          </Suspense>
        ) : (
          <MobileHeaderPlaceholder />
        )}
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-5 pt-7 pb-28 outline-none sm:px-8 md:px-10 md:pt-12 md:pb-16 lg:px-14 xl:pt-16 print:p-0"
        >
          <div className="mx-auto w-full max-w-3xl">
            <PageTransition pageKey={pageKey} location={location}>
              {user ? renderPage(location) : <PageShell page={page} label={AUTH_GATE_TEXTS.loading} />}
            </PageTransition>
          </div>
        </main>
      </div>
      {wide === true ? null : user && wide === false ? (
        <Suspense fallback={<BottomNavPlaceholder />}>
          <BottomNav isAdmin={user.role === 'admin'} />
        </Suspense>
      ) : (
        <BottomNavPlaceholder />
      )}
    </div>
  );
}
