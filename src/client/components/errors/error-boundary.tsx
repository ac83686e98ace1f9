// Error boundaries at three levels (SPEC sections 4 and 8): the whole app, one page, one component.
// Every caught error counts towards recovery: the third in the same component clears cached data and
// resets the boundary (see error-recovery.ts).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { currentQueryClient } from '#client/lib/query-client';
import { browserStorage } from '#client/lib/storage-reset';
import { toast } from '#client/lib/toast-store';
import { AppErrorFallback, ComponentErrorFallback, PageErrorFallback } from './error-fallbacks';
import { clearRecoverableStorage, componentNameFromStack, createErrorRecovery } from './error-recovery';

export const errorRecovery = createErrorRecovery({
  setTimer: (callback, ms) => setTimeout(callback, ms),
  notify: (notice) => toast(notice),
  clearCachedData: () => {
    currentQueryClient()?.clear();
    clearRecoverableStorage(browserStorage('localStorage'));
  },
});

function asError(value: unknown): Error {
  if (value instanceof Error) return value;
  return new Error(typeof value === 'string' ? value : '');
}

interface BoundaryProps {
  children: ReactNode;
  /** Names the boundary in logs, and the component when React cannot tell. */
  name: string;
  /** A change of this value clears the error (a new page, say). */
  resetKey?: unknown;
  fallback: (error: Error, reset: () => void) => ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.name}] render error`, error, info.componentStack);
    errorRecovery.recordError(componentNameFromStack(info.componentStack, this.props.name), this.reset);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.error && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/** Around the whole app: 'Something went wrong' with 'Try Again' and 'Refresh Page'. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary name="App" fallback={(error, reset) => <AppErrorFallback error={error} onReset={reset} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around one page: 'Page Error' with 'Refresh Page'. It clears itself when the location (or the given
 * `resetKey`) changes, so the navigation can lead away from a broken page.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary name="Page" resetKey={resetKey ?? location} fallback={() => <PageErrorFallback />}>
      {children}
    </ErrorBoundary>
  );
}

/** Around one part of a page: 'Component Error', 'Error in {name}' and a 'Refresh page' link. */
export function ComponentErrorBoundary({ children, name }: { children: ReactNode; name?: string }) {
  return (
    <ErrorBoundary name={name ?? 'Component'} fallback={() => <ComponentErrorFallback name={name} />}>
      {children}
    </ErrorBoundary>
  );
}
