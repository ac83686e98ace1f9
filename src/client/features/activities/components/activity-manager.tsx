import { Archive, ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import type { Activity } from '#contract/activities';
import {
  ACTIVITIES_ACTIVE_MAX,
  ACTIVITY_ICONS,
  ACTIVITY_NAME_MAX_LENGTH,
  type ActivityIcon as IconName,
} from '#contract/constants';
import { useActivities, useCreateActivity, useReorderActivities, useUpdateActivity } from '../api/activities';
import { ActivityIcon } from './activity-icon';

const SMALL_BUTTON =
  'inline-grid size-11 place-items-center rounded-full text-muted-foreground hover:bg-foreground/[0.05] focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40';

/** Settings: add, rename, reorder, archive and bring back activities (decision record 046). */
export function ActivityManager() {
  const activities = useActivities();
  const reorder = useReorderActivities();
  const update = useUpdateActivity();
  if (activities.isPending) return <div className="h-24 animate-pulse rounded-2xl bg-foreground/[0.04]" />;
  if (activities.isError)
    return <p className="text-muted-foreground">Your activities could not be loaded.</p>;
  const active = activities.data.activities.filter((a) => !a.archived);
  const archived = activities.data.activities.filter((a) => a.archived);
  const move = (index: number, by: number) => {
    const ids = active.map((a) => a.id);
    const [id] = ids.splice(index, 1);
    if (id) ids.splice(index + by, 0, id);
    reorder.mutate(ids);
  };
  const error = reorder.error ?? update.error;
  return (
    <div className="grid gap-4" data-testid="activity-manager">
      <ul className="grid gap-1">
        {active.map((activity, index) => (
          <li key={activity.id} className="flex items-center gap-1">
            <ActivityRow activity={activity} />
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Move ${activity.name} up`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Move ${activity.name} down`}
              disabled={index === active.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={SMALL_BUTTON}
              aria-label={`Archive ${activity.name}`}
              title="Archive"
              onClick={() => update.mutate({ id: activity.id, archived: true })}
            >
              <Archive aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error.message}
        </p>
      ) : null}
      {active.length < ACTIVITIES_ACTIVE_MAX ? (
        <AddActivity />
      ) : (
        <p className="text-muted-foreground text-sm">
          You have {ACTIVITIES_ACTIVE_MAX} activities: archive one to add another.
        </p>
      )}
      {archived.length > 0 ? (
        <details>
          <summary className="min-h-11 cursor-pointer py-2 text-muted-foreground text-sm">
            Archived ({archived.length})
          </summary>
          <ul className="grid gap-1">
            {archived.map((activity) => (
              <li key={activity.id} className="flex items-center gap-2">
                <ActivityIcon icon={activity.icon} className="size-4 text-muted-foreground" />
                <span className="flex-1 text-muted-foreground">{activity.name}</span>
                <Button variant="ghost" onClick={() => update.mutate({ id: activity.id, archived: false })}>
                  Bring back
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

function ActivityRow({ activity }: { activity: Activity }) {
  const update = useUpdateActivity();
  const [name, setName] = useState(activity.name);
  const id = useId();
  const save = () => {
    const trimmed = name.trim();
    if (trimmed && trimmed !== activity.name) update.mutate({ id: activity.id, name: trimmed });
    else setName(activity.name);
  };
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <ActivityIcon icon={activity.icon} className="size-4 shrink-0 text-muted-foreground" />
      <label htmlFor={id} className="sr-only">
        Name of {activity.name}
      </label>
      <input
        id={id}
        value={name}
        maxLength={ACTIVITY_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        className="min-h-11 w-full min-w-0 rounded-lg border border-transparent bg-transparent px-2 text-foreground hover:border-border focus:border-input focus-visible:outline-2 focus-visible:outline-ring"
      />
    </div>
  );
}

function AddActivity() {
  const create = useCreateActivity();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<IconName>('heart');
  const nameId = useId();
  const iconId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ name, icon }, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} className="grid gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-40 flex-1 gap-1">
          <label htmlFor={nameId} className="font-medium text-foreground text-sm">
            New activity
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={ACTIVITY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            className="min-h-11 w-full rounded-lg border border-input bg-surface px-3 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={iconId} className="font-medium text-foreground text-sm">
            Icon
          </label>
          <select
            id={iconId}
            value={icon}
            onChange={(event) => setIcon(event.target.value as IconName)}
            className="min-h-11 rounded-lg border border-input bg-surface px-3 text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {ACTIVITY_ICONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={create.isPending}>
          Add
        </Button>
      </div>
      {create.error ? (
        <p role="alert" className="text-danger text-sm">
          {create.error.message}
        </p>
      ) : null}
    </form>
  );
}
