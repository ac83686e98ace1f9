// The feature's screens, each loaded the first time it is shown so no page's first load carries it.
import { Suspense } from 'react';
import { WhenNear } from '#client/components/ui/when-near';
import { lazyOptional } from '#client/lib/lazy-optional';
import type { ActivityPickerProps } from './activity-picker';
import type { DayActivitiesProps } from './day-activities';

const LazyPicker = lazyOptional(() => import('./activity-picker').then((m) => m.ActivityPicker));
const LazyGoodDays = lazyOptional(() => import('./good-days-section').then((m) => m.GoodDaysSection));
const LazyDayActivities = lazyOptional(() => import('./day-activities').then((m) => m.DayActivities));
const LazyManager = lazyOptional(() => import('./activity-manager').then((m) => m.ActivityManager));

const placeholder = <div className="mt-4 h-12 animate-pulse rounded-2xl bg-foreground/[0.04]" />;

/** Below the mood's faces and the retro's summary: its code is fetched as it comes near the screen. */
export function ActivityPicker(props: ActivityPickerProps) {
  return (
    <WhenNear placeholder={placeholder}>
      <LazyPicker {...props} />
    </WhenNear>
  );
}

/** At the foot of the reports page: its code is fetched as it comes near the screen. */
export function GoodDaysSection() {
  return (
    <WhenNear placeholder={placeholder}>
      <LazyGoodDays />
    </WhenNear>
  );
}

export function ActivityManager() {
  return (
    <Suspense fallback={placeholder}>
      <LazyManager />
    </Suspense>
  );
}

/** A day's ticks in the history and the journal: nothing is drawn until they (and their icons) come. */
export function DayActivities(props: DayActivitiesProps) {
  return (
    <Suspense fallback={null}>
      <LazyDayActivities {...props} />
    </Suspense>
  );
}
