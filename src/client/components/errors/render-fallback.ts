// The render fallback (SPEC sections 2 and 9): if #root is still empty (or holds only index.html's
// static splash, or a prerendered shell the app never adopted) 3 seconds after the page and its
// scripts loaded (the scripts are asked for after the first paint, maybe after the load event),
// plain DOM says so and offers a reload. It must work when the app's own scripts failed to load, so
// `installRenderFallback` is self-contained (it uses only its arguments) and vite.config.ts inlines its
// source into index.html; the server's CSP allows that inline script by its hash.
import { RENDER_FALLBACK_DELAY_MS } from '#contract/constants';

/** How many more checks an app that has begun to start gets (so 3 × 3 s more) before the message. */
export const RENDER_FALLBACK_STARTING_CHECKS = 3;

export const RENDER_FALLBACK_TEXTS = {
  title: 'Daily Retro did not start',
  description: 'Something stopped the app from loading. Reloading the page usually fixes it.',
  reload: 'Reload',
} as const;

export type RenderFallbackTexts = { title: string; description: string; reload: string };

/** The parts of `window` the fallback uses, so tests can pass a fake one. */
export interface FallbackWindow {
  document: {
    readyState: string;
    documentElement: { classList: { contains(name: string): boolean }; hasAttribute(name: string): boolean };
    getElementById(id: string): Element | null;
    createElement(tag: string): HTMLElement;
  };
  addEventListener(type: 'load', listener: () => void, options: { once: boolean }): void;
  setTimeout(callback: () => void, ms: number): unknown;
  location: { reload(): void };
}

/** Self-contained: no imports or outer variables, because its source text is inlined into index.html. */
export function installRenderFallback(
  win: FallbackWindow,
  texts: RenderFallbackTexts,
  delayMs: number,
  startingChecks = 0,
): void {
  let startingChecksLeft = startingChecks;
  function check(): void {
    // The app's scripts are still arriving (the starter in index.html marks <html> while it imports
    // them, APP_LOADING_ATTRIBUTE in lib/prerendered.ts): give them the same time again once more.
    if (win.document.documentElement.hasAttribute('data-app-loading')) {
      schedule();
      return;
    }
    // The app's entry has run and React is adopting the page (slowly, on a busy phone): a little more
    // time, a few checks at most (the mark stays if that first render never commits).
    if (win.document.documentElement.hasAttribute('data-app-starting') && startingChecksLeft > 0) {
      startingChecksLeft -= 1;
      schedule();
      return;
    }
    const root = win.document.getElementById('root');
    if (!root) return;
    // The static splash of index.html is not the app: a #root holding only it counts as empty. Nor is a
    // page's shell prerendered at build time, until the app has adopted it (it then drops the mark,
    // PRERENDERED_ATTRIBUTE in lib/prerendered.ts, spelled out here as this function must stand alone).
    if (root.hasAttribute('data-prerendered')) root.textContent = '';
    const first = root.firstElementChild;
    if (root.childElementCount === 1 && first?.hasAttribute('data-splash')) root.removeChild(first);
    if (root.childElementCount > 0 || (root.textContent || '').trim() !== '') return;
    const dark = win.document.documentElement.classList.contains('dark');
    const panel = win.document.createElement('div');
    panel.setAttribute('role', 'alert');
    Object.assign(panel.style, {
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '16px',
      padding: '24px',
      textAlign: 'center',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      color: dark ? '#edebe6' : '#1d1c19',
    });
    const title = win.document.createElement('h1');
    title.textContent = texts.title;
    Object.assign(title.style, { margin: '0', fontSize: '20px', fontWeight: '600' });
    const description = win.document.createElement('p');
    description.textContent = texts.description;
    Object.assign(description.style, {
      margin: '0',
      maxWidth: '22rem',
      lineHeight: '1.5',
      color: dark ? '#a9a59c' : '#5d5950',
    });
    const button = win.document.createElement('button');
    button.setAttribute('type', 'button');
    button.textContent = texts.reload;
    Object.assign(button.style, {
      marginTop: '8px',
      height: '40px',
      padding: '0 16px',
      border: '0',
      borderRadius: '12px',
      font: 'inherit',
      fontSize: '14px',
      fontWeight: '500',
      cursor: 'pointer',
      background: dark ? '#6cc2ae' : '#2c6e63',
      color: dark ? '#0d2520' : '#ffffff',
    });
    button.addEventListener('click', () => win.location.reload());
    panel.append(title, description, button);
    root.append(panel);
  }
  function schedule(): void {
    win.setTimeout(check, delayMs);
  }
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
}

/** The inline script for index.html (see vite.config.ts). */
export function renderFallbackScript(): string {
  return `(${installRenderFallback.toString()})(window, ${JSON.stringify(RENDER_FALLBACK_TEXTS)}, ${RENDER_FALLBACK_DELAY_MS}, ${RENDER_FALLBACK_STARTING_CHECKS});`;
}
