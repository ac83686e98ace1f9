import { useUnseenFeedbackCount } from '#client/features/feedback';
import type { NavTarget } from './nav-model';

/** Navigation entries with something new for the user: a reply to their feedback they have not seen. */
export function useNavBadges(): ReadonlySet<NavTarget> {
  const unseen = useUnseenFeedbackCount(true);
  return new Set<NavTarget>((unseen.data?.count ?? 0) > 0 ? ['feedback'] : []);
}

/** The dot beside an entry; screen readers hear what it means. */
export function NavDot({ label = 'new reply' }: { label?: string }) {
  return (
    <>
      <span aria-hidden="true" data-nav-dot="" className="ml-auto size-2.5 shrink-0 rounded-full bg-accent" />
      <span className="sr-only">, {label}</span>
    </>
  );
}
