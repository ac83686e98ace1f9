import { CloudOff } from 'lucide-react';
import { useUser } from '#client/features/auth';
import { cn } from '#client/lib/cn';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import { ACTIVITY_DAY_DRAFT_KIND, activityDayDraftKind, useActivities, useTickedOn } from '../api/activities';
import { ActivityIcon } from './activity-icon';

export interface DayActivitiesProps {
  /** The local day whose ticks are shown. */
  date: string;
  /** Around the list; nothing at all is drawn on a day without ticks. */
  className?: string;
}

/**
 * The activities ticked on one day, as small chips (archived activities included: the day keeps them).
 * Ticks made on this device and not sent yet are shown as they will be, marked as waiting.
 */
export function DayActivities({ date, className }: DayActivitiesProps) {
  const { data: user } = useUser();
  const activities = useActivities();
  const ticked = useTickedOn(date);
  const queue = useDraftQueue(user?.id ?? 'signed-out', activityDayDraftKind);
  const draft = queue.read<string[]>(ACTIVITY_DAY_DRAFT_KIND, date);
  const waiting = draft?.pending === true;
  const ids = draft?.pending ? draft.value : ticked.data;
  if (!activities.data || !ids || ids.length === 0) return null;
  const byId = new Map(activities.data.activities.map((a) => [a.id, a]));
  const shown = ids.flatMap((id) => byId.get(id) ?? []);
  if (shown.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)} data-testid="day-activities">
      <ul aria-label="Activities" className="flex flex-wrap gap-1.5">
        {shown.map((activity) => (
          <li
            key={activity.id}
            className="inline-flex items-center gap-1 rounded-full bg-foreground/[0.05] px-2.5 py-0.5 text-muted-foreground text-xs"
          >
            <ActivityIcon icon={activity.icon} className="size-3.5 shrink-0" />
            {activity.name}
          </li>
        ))}
      </ul>
      {waiting ? (
        <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
          <CloudOff aria-hidden="true" className="size-3.5 text-warning" />
          Waiting to sync
        </span>
      ) : null}
    </div>
  );
}
