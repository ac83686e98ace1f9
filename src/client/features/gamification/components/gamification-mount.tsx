import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { lazyOptional } from '../../../app/lazy-optional';
import { isAuthPath } from '../../../app/route-table';
import { useUser } from '../../auth/api/use-user';

// Its code loads apart from the first screen: the accent is already painted from the local cache by
// index.html, and a badge celebration can wait for its own small chunk.
const GamificationLayer = lazyOptional(() => import('./gamification-layer').then((m) => m.GamificationLayer));

/** App-wide gamification for a signed-in user: the accent colour kept in step, new badges celebrated. */
export function GamificationMount() {
  const { data: user } = useUser();
  const [location] = useLocation();
  if (!user || isAuthPath(location)) return null;
  return (
    <Suspense fallback={null}>
      <GamificationLayer key={user.id} />
    </Suspense>
  );
}
