import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageAt } from './app/routes';
import { AppErrorBoundary } from './components/errors/error-boundary';
import { SimulatedCrash } from './components/errors/simulated-crash';
import { startSessionExpiryWatch } from './lib/session-expiry-browser';
import { hasSignedInHint } from './lib/signed-in-hint';
import { whenSettled } from './lib/when-settled';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startSessionExpiryWatch();
preloadPageAt(window.location.pathname, hasSignedInHint());

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <App />
      <SimulatedCrash />
    </AppErrorBoundary>
  </StrictMode>,
);

// Version checks, caches and the service worker wait until the page has loaded and settled: they never
// compete with the first screen for the network (the usual advice for registering a service worker).
whenSettled(() => {
  import('./lib/version/start-version-watch')
    .then((module) => module.startVersionWatch())
    .catch((error: unknown) => console.warn('Version checks did not start', error));
});
