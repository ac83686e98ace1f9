import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '../components/ui/spinner';
import { RequireUser } from './require-user';

const AuthPage = lazy(() =>
  import('../features/auth/pages/auth-page').then((m) => ({ default: m.AuthPage })),
);
const HomePage = lazy(() =>
  import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/auth">
          <AuthPage />
        </Route>
        <Route>
          <RequireUser>
            <Suspense fallback={<PageSpinner />}>
              <Switch>
                <Route path="/">
                  <HomePage />
                </Route>
                <Route>
                  <NotFoundPage />
                </Route>
              </Switch>
            </Suspense>
          </RequireUser>
        </Route>
      </Switch>
    </Suspense>
  );
}
