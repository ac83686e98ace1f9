import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppErrorBoundary } from './components/errors/error-boundary';
import { SimulatedCrash } from './components/errors/simulated-crash';
import { startSessionExpiryWatch } from './lib/session-expiry-browser';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startSessionExpiryWatch();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
      <SimulatedCrash />
    </AppErrorBoundary>
  </StrictMode>,
);

/** After the first render, when the browser is idle: version checks, caches and the service worker. */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4000 });
  else setTimeout(callback, 1500);
}

whenIdle(() => {
  import('./lib/version/start-version-watch')
    .then((module) => module.startVersionWatch())
    .catch((error: unknown) => console.warn('Version checks did not start', error));
});
