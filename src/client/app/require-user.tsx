import { type ReactNode, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '#client/components/ui/button';
import { WifiOffIcon } from '#client/components/ui/icons';
import { useUser } from '#client/features/auth';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { signInPathFor } from '#client/lib/safe-next';
import { hasSignedInHint } from '#client/lib/signed-in-hint';
import { AUTH_GATE_TEXTS } from '#contract/constants';
import { StatusScreen } from './status-screen';

function WarningIcon() {
  return (
    <span className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/**
 * Renders its children only for a signed-in user (SPEC section 2); everyone else goes to /auth. While a
 * browser holding the signed-in hint waits for the server's answer, the children render too: the
 * signed-in frame shows the page's shell until the user is known (app-layout.tsx).
 */
/** No answer at all (offline, a timeout): not a sign that anyone signed out (only a 401 is). */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/**
 * Nothing of the user is saved on this device and the server cannot be reached: a calm word, and the app
 * opens by itself when the connection returns.
 */
function WaitingForConnection({ retry }: { retry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <StatusScreen
      title={AUTH_GATE_TEXTS.offlineTitle}
      role="status"
      icon={
        <span className="grid size-12 place-items-center rounded-full bg-foreground/[0.06] text-muted-foreground">
          <WifiOffIcon className="size-6" />
        </span>
      }
    >
      <p className="text-muted-foreground">{AUTH_GATE_TEXTS.offlineDescription}</p>
    </StatusScreen>
  );
}

export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, error, refetch, fetchStatus } = useUser();
  const [location] = useLocation();
  const search = useSearch();

  // Asked, unanswered, and waiting for the connection to try again: nothing to show yet but that.
  if (!user && fetchStatus === 'paused') return <WaitingForConnection retry={() => void refetch()} />;
  if (user || (isPending && hasSignedInHint())) return children;
  if (isPending) return <StatusScreen title={AUTH_GATE_TEXTS.loading} busy role="status" />;
  if (isError && isUnanswered(error)) return <WaitingForConnection retry={() => void refetch()} />;
  if (isError) {
    return (
      <StatusScreen title={AUTH_GATE_TEXTS.errorTitle} role="alert" icon={<WarningIcon />}>
        <p className="text-muted-foreground">
          We couldn't check whether you're signed in. Please try again in a moment.
        </p>
        <p className="rounded-lg bg-foreground/[0.05] px-3 py-1.5 text-muted-foreground text-sm">
          {errorMessage(error)}
        </p>
        <Button className="mt-2" onClick={() => window.location.reload()}>
          {AUTH_GATE_TEXTS.retry}
        </Button>
      </StatusScreen>
    );
  }
  return <Redirect to={signInPathFor(location, search)} replace />;
}
