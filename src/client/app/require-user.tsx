import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { useUser } from '../features/auth/api/use-user';
import { errorMessage } from '../lib/api-client';
import { signInPathFor } from '../lib/safe-next';
import { StatusScreen } from './status-screen';

/** Renders its children only for a signed-in user (SPEC section 2); everyone else goes to /auth. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError, error } = useUser();
  const [location] = useLocation();
  const search = useSearch();

  if (user) return children;
  if (isPending) return <StatusScreen title="Loading your data..." busy role="status" />;
  if (isError) {
    return (
      <StatusScreen title="Authentication Error" role="alert">
        <p className="text-muted-foreground text-sm">
          {errorMessage(error)} We couldn't check whether you're signed in.
        </p>
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </StatusScreen>
    );
  }
  return <Redirect to={signInPathFor(location, search)} replace />;
}
