import { Suspense } from 'react';
import { useUserChallenges } from '#client/features/gamification';
import { lazyOptional } from '#client/lib/lazy-optional';

// The card's code (with the challenges' icons) loads only for someone with a challenge in progress.
const ChallengeToday = lazyOptional(() => import('./challenge-card').then((module) => module.ChallengeToday));

/**
 * The challenge in progress, with today's tick: the daily action one tap away on home rather than
 * under Achievements. Nothing while no challenge is in progress (Achievements offers them).
 */
export function ChallengeCard() {
  const { data } = useUserChallenges();
  const current = data?.find((taken) => taken.status === 'in_progress');
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ChallengeToday userChallenge={current} />
    </Suspense>
  );
}
