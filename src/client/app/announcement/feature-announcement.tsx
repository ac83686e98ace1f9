import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '#client/features/auth';
import { lazyOptional } from '#client/lib/lazy-optional';
import { isAuthPath } from '#client/lib/route-table';
import { STORAGE_KEYS } from '#contract/constants';

// Most visits have seen the announcement: its code loads only when the local flag is missing.
const AnnouncementController = lazyOptional(() =>
  import('./announcement-controller').then((m) => m.AnnouncementController),
);

function hasLocalFlag(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.calendarReminderAnnounced) !== null;
  } catch {
    return false;
  }
}

/** The calendar reminder announcement, on every page but /auth, for a signed-in user (SPEC section 2). */
export function FeatureAnnouncement() {
  const { data: user } = useUser();
  const [location] = useLocation();
  if (!user || isAuthPath(location) || hasLocalFlag()) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementController userId={user.id} />
    </Suspense>
  );
}
