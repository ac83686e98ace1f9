import { lazy, Suspense, useEffect } from 'react';
import { applyAccent } from '../../../lib/accent-palette';
import { browserStorage } from '../../../lib/storage-reset';
import { useCustomization } from '../api/use-customization';
import { useUserBadges } from '../api/use-user-badges';

const BadgeCelebration = lazy(() =>
  import('./badge-celebration').then((m) => ({ default: m.BadgeCelebration })),
);

/**
 * Applies the user's accent colour (and caches it for the next first paint), and celebrates badges the
 * user has not been told about yet: wherever they are when an activity earns one.
 */
export function GamificationLayer() {
  const customization = useCustomization();
  const userBadges = useUserBadges();
  const accentColor = customization.data?.accentColor;

  useEffect(() => {
    if (accentColor) applyAccent(accentColor, document.documentElement, browserStorage('localStorage'));
  }, [accentColor]);

  const unseen = userBadges.data?.filter((badge) => !badge.notified) ?? [];
  // Wait for the settings, so the celebrations switch is known before anything moves.
  if (unseen.length === 0 || !customization.data) return null;
  return (
    <Suspense fallback={null}>
      <BadgeCelebration badges={unseen} celebrations={customization.data.celebrations} />
    </Suspense>
  );
}
