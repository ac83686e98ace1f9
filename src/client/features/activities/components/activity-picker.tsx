import { SaveStatus } from '#client/components/ui/save-status';
import { useUser } from '#client/features/auth';
import { cn } from '#client/lib/cn';
import { useDraftQueue } from '#client/lib/drafts/drafts';
import {
  ACTIVITY_DAY_DRAFT_KIND,
  activityDayDraftKind,
  useActivities,
  useActivityDay,
} from '../api/activities';
import { ActivityIcon } from './activity-icon';

export interface ActivityPickerProps {
  /** The local day ticked: today, or yesterday until today ends. */
  date: string;
  /** The question above the tiles. */
  heading?: string;
}

/**
 * One tap ticks or unticks an activity for the day. Each change is kept on the device at once and
 * sent as the day's whole set (a draft), so it works offline and sends when the connection is back.
 */
export function ActivityPicker({ date, heading = 'What did you do today?' }: ActivityPickerProps) {
  const { data: user } = useUser();
  const activities = useActivities();
  const day = useActivityDay(date);
  const queue = useDraftQueue(user?.id ?? 'signed-out', activityDayDraftKind);
  if (!user || activities.isPending || day.isPending) {
    return <div className="mt-4 h-12 animate-pulse rounded-2xl bg-foreground/[0.04]" />;
  }
  // A failed refresh (offline, say) keeps what was loaded before; only without it is it a failure.
  if (activities.data === undefined || day.data === undefined) {
    return <p className="mt-3 text-muted-foreground text-sm">Your activities could not be loaded.</p>;
  }
  const draft = queue.read<string[]>(ACTIVITY_DAY_DRAFT_KIND, date);
  // Offline (or the server failing) the ticks wait on this device and say so; a refusal says why.
  const state = queue.state(ACTIVITY_DAY_DRAFT_KIND, date);
  const ticked = new Set(draft?.pending ? draft.value : day.data.activityIds);
  const active = activities.data.activities.filter((a) => !a.archived);
  const toggle = (id: string) => {
    const next = new Set(ticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    queue.change(ACTIVITY_DAY_DRAFT_KIND, date, [...next]);
  };
  return (
    <fieldset className="mt-4 min-w-0" data-testid="activity-picker">
      <legend className="font-medium text-foreground">{heading}</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {active.map((activity) => {
          const on = ticked.has(activity.id);
          return (
            <li key={activity.id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(activity.id)}
                className={cn(
                  'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border px-3.5 py-2 text-sm transition-colors motion-reduce:transition-none',
                  'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                  on
                    ? 'border-accent bg-accent-soft text-foreground'
                    : 'border-border bg-surface text-foreground hover:border-foreground/25',
                )}
              >
                <ActivityIcon icon={activity.icon} className="size-4" />
                {activity.name}
              </button>
            </li>
          );
        })}
      </ul>
      {state.status === 'idle' ? null : (
        <div className="mt-2">
          <SaveStatus
            state={state}
            refusedHint="Your ticks are kept on this device."
            onRetry={() => void queue.retry(ACTIVITY_DAY_DRAFT_KIND, date)}
          />
        </div>
      )}
      {active.length === 0 ? (
        <p className="mt-2 text-muted-foreground text-sm">Add activities in Settings to tick them here.</p>
      ) : null}
    </fieldset>
  );
}
