import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from '#client/app/root';
import { preloadPageAt } from '#client/app/routes';
import { applyAppLanguage } from '#client/lib/language';
import { APP_STARTING_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '#client/lib/prerendered';
import { startSessionExpiryWatch } from '#client/lib/session-expiry-browser';
import { hasSignedInHint } from '#client/lib/signed-in-hint';
import { themeStore } from '#client/lib/theme';
import { whenSettled } from '#client/lib/when-settled';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Before the first render: follow the system theme live, and mark the page English, left to right.
themeStore();
applyAppLanguage(document.documentElement, localStorageOrNull());
startSessionExpiryWatch();
preloadPageAt(window.location.pathname, hasSignedInHint());

// Once the app has rendered, the page's HTML is the app's (the render fallback goes by this); until
// then the fallback knows the app is starting and waits a little longer on a slow device.
document.documentElement.setAttribute(APP_STARTING_ATTRIBUTE, '');
const app = (
  <Root
    onStarted={() => {
      container.removeAttribute(PRERENDERED_ATTRIBUTE);
      document.documentElement.removeAttribute(APP_STARTING_ATTRIBUTE);
    }}
  />
);

// The server sends a page's shell prerendered at build time (scripts/prerender-shells.mjs) when it can:
// React adopts that HTML instead of drawing it again. Otherwise #root holds index.html's splash.
// Hydrated as a transition, React adopts the HTML in slices, yielding to the browser between them, rather
// than in one long task (the page is already on screen; a tap meanwhile is answered first).
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// Version checks, caches and the service worker wait until the page has loaded and settled: they never
// compete with the first screen for the network (the usual advice for registering a service worker).
whenSettled(() => {
  import('#client/lib/version/start-version-watch')
    .then((module) => module.startVersionWatch())
    .catch((error: unknown) => console.warn('Version checks did not start', error));
});
