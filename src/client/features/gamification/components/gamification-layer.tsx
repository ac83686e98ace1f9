import { useIsMutating } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { applyAccent } from '#client/lib/accent-palette';
import { lazyOptional } from '#client/lib/lazy-optional';
import { browserStorage } from '#client/lib/storage-reset';
import type { UserBadge } from '#contract/badges';
import { useMarkBadgesNotified, useUserBadges } from '../api/badges';
import { useCustomization } from '../api/customization';
import { splitUnseenBadges } from '../lib/calm-moment';
import { useCalmMoment, useOtherDialogOpen } from '../lib/use-calm-moment';

const loadBadgeCelebration = () => import('./badge-celebration').then((m) => m.BadgeCelebration);
// Its code is fetched once there are badges to celebrate (below), so the celebration shows even if the
// connection is gone by the calm moment; should the code still be missing, no celebration rather than
// a failed app.
const BadgeCelebration = lazyOptional(loadBadgeCelebration);

/**
 * Applies the user's accent colour (and caches it for the next first paint), and celebrates badges the
 * user has not been told about yet, wherever they are when an activity earns one: never while they type
 * or over another dialog, sheet or toast, but at the next calm moment, with the badges earned close
 * together in one celebration, and never later than the next calm moment of the day they were earned
 * (an earlier day's badges are marked "New" in Achievements instead). A celebration is told to the server as seen the moment it shows, so it
 * never comes back, in this browser or another. Badges earned while it is open join it.
 */
export function GamificationLayer() {
  const markBadgesNotified = useMarkBadgesNotified();
  const customization = useCustomization();
  const userBadges = useUserBadges();
  const accentColor = customization.data?.accentColor;
  const [shown, setShown] = useState<UserBadge[]>([]);
  const saving = useIsMutating() > 0;

  useEffect(() => {
    if (accentColor) applyAccent(accentColor, document.documentElement, browserStorage('localStorage'));
  }, [accentColor]);

  // Only today's badges are celebrated; an earlier day's wait quietly in Achievements, marked "New".
  const { celebrate: unseen } = splitUnseenBadges(
    (userBadges.data ?? []).filter((badge) => !shown.some((told) => told.badgeId === badge.badgeId)),
  );
  // Wait for the settings, so the celebrations switch is known before anything moves.
  const waitingKey = unseen.length > 0 && customization.data ? unseen.map((b) => b.badgeId).join(' ') : null;
  const open = shown.length > 0;
  const calm = useCalmMoment(open ? null : waitingKey, saving);

  // The celebration's code is fetched as soon as there is something to celebrate (the badges came
  // from the server, so the connection was there), not at the calm moment, which may come offline.
  useEffect(() => {
    if (waitingKey !== null) loadBadgeCelebration().catch(() => undefined);
  }, [waitingKey]);
  const covered = useOtherDialogOpen(open);

  // The badges `waitingKey` names, read by the effect below when the key (not the array) changes.
  const waiting = useRef(unseen);
  waiting.current = unseen;

  useEffect(() => {
    if (waitingKey === null || !(calm || open)) return;
    const fresh = waiting.current;
    setShown((told) => [...told, ...fresh.filter((b) => !told.some((t) => t.badgeId === b.badgeId))]);
    void markBadgesNotified(fresh.map((badge) => badge.badgeId));
  }, [waitingKey, calm, open, markBadgesNotified]);

  if (!open || !customization.data) return null;
  return (
    <Suspense fallback={null}>
      <BadgeCelebration
        badges={shown}
        celebrations={customization.data.celebrations}
        hidden={covered}
        onClose={() => setShown([])}
      />
    </Suspense>
  );
}
