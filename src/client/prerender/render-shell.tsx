// Built for Node by scripts/prerender-shells.mjs and run once per build: each page's shell as HTML.
import { timeoutManager } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { documentTitleFor } from '#client/app/layout/document-title';
import { Root } from '#client/app/root';
import { AUTH_DOCUMENT_TITLE } from '#client/features/auth';
import { AUTH_PATH, PAGES, type PageId } from '#client/lib/route-table';
import { prerenderWithSignedInHint } from '#client/lib/signed-in-hint';

export { AFTER_PAINT_TEMPLATE_ID } from '#client/lib/prerendered';

// The query cache's timers (dropping unused data after an hour) must not keep the build running.
timeoutManager.setTimeoutProvider({
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  clearInterval: (id) => clearInterval(id),
});

/**
 * The HTML of #root for a first visit to `path`: the app rendered as a browser holding the signed-in
 * hint (or not) sees it before the server has answered anything, the same tree main.tsx hydrates.
 * Waits for every lazy part, so the HTML is complete and needs no script to show.
 */
export async function renderShell(path: string, signedIn: boolean): Promise<string> {
  prerenderWithSignedInHint(signedIn);
  try {
    const { prelude } = await prerenderToNodeStream(<Root ssrPath={path} />);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    prerenderWithSignedInHint(false);
  }
}

/** The shells the server chooses from (client-app.ts): one per page, signed in, and the sign-in page. */
export function shellTargets(): Array<{ name: string; path: string; signedIn: boolean; title: string }> {
  return [
    { name: 'auth', path: AUTH_PATH, signedIn: false, title: AUTH_DOCUMENT_TITLE },
    ...(Object.keys(PAGES) as PageId[]).map((id) => ({
      name: id,
      path: PAGES[id].path,
      signedIn: true,
      title: documentTitleFor(id),
    })),
  ];
}
