import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import { AppErrorBoundary } from '#client/components/errors/error-boundary';
import { SimulatedCrash } from '#client/components/errors/simulated-crash';
import { App } from './app';

function Started({ onStarted }: { onStarted?: () => void }) {
  useEffect(() => onStarted?.(), [onStarted]);
  return null;
}

/**
 * Everything main.tsx renders, and the same tree the build prerenders each page's shell from
 * (src/client/prerender/), so the HTML and the browser's first render match to the last id.
 */
export function Root({ ssrPath, onStarted }: { ssrPath?: string; onStarted?: () => void }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppErrorBoundary>
          <App />
          <SimulatedCrash />
        </AppErrorBoundary>
      </Router>
      <Started onStarted={onStarted} />
    </StrictMode>
  );
}
