import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '#client/features/auth';
import { lazyOptional } from '#client/lib/lazy-optional';
import { isAuthPath } from '#client/lib/route-table';
import { whenSettled } from '#client/lib/when-settled';

// Its code loads after the first screen has settled, like the background start in main.tsx: the accent
// is already painted from the local cache by index.html, and badges are earned by what the user does
// next, by which time the layer is there (a badge earned elsewhere is celebrated a moment later).
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

const GamificationLayer = lazyOptional(() =>
  import('./components/gamification-layer').then((m) => m.GamificationLayer),
);

/** App-wide gamification for a signed-in user: the accent colour kept in step, new badges celebrated. */
export function GamificationMount() {
  const { data: user } = useUser();
  const [location] = useLocation();
  const settled = useSettled();
  if (!settled || !user || isAuthPath(location)) return null;
  return (
    <Suspense fallback={null}>
      <GamificationLayer key={user.id} />
    </Suspense>
  );
}
