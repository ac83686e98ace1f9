import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PageShell } from '#client/components/ui/page-shell';
import { useUser } from '#client/features/auth';
import { lazyOptional } from '#client/lib/lazy-optional';
import { notePageShown } from '#client/lib/previous-page';
import { type PageId, pageIdFor } from '#client/lib/route-table';
import { AUTH_GATE_TEXTS } from '#contract/constants';
import { setConnectionBannerSlot } from '../offline/connection-banner';
import { PageTransition } from '../transitions/page-transition';
import { documentTitleFor } from './document-title';
import { BottomNavPlaceholder, MobileHeaderPlaceholder, SideNavPlaceholder } from './frame-placeholders';
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

/**
 * A part of the frame that only one screen size has: nothing on the other size, and its room (a
 * placeholder of the same size and look) until its code, and what it shows, are there.
 */
function FramePart({
  shown,
  ready,
  room,
  children,
}: {
  shown: boolean;
  ready: boolean;
  room: ReactNode;
  children: ReactNode;
}) {
  if (!shown) return null;
  return ready ? <Suspense fallback={room}>{children}</Suspense> : room;
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
      {/* The screen's width is unknown while the page hydrates (wide undefined): CSS picks the room. */}
      <FramePart shown={wide !== false} ready={Boolean(user) && wide === true} room={<SideNavPlaceholder />}>
        {user ? <SideNav user={user} /> : null}
      </FramePart>
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The connection banner, above the page only: the side navigation keeps the full height. */}
        {wide ? <div ref={setConnectionBannerSlot} /> : null}
        <FramePart shown={wide !== true} ready={wide === false} room={<MobileHeaderPlaceholder />}>
          <MobileHeader />
        </FramePart>
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
      <FramePart
        shown={wide !== true}
        ready={Boolean(user) && wide === false}
        room={<BottomNavPlaceholder />}
      >
        <BottomNav isAdmin={user?.role === 'admin'} />
      </FramePart>
    </div>
  );
}
