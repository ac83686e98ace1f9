import { Archive, ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import type { Activity } from '#contract/activities';
import {
  ACTIVITIES_ACTIVE_MAX,
  ACTIVITY_NAME_MAX_LENGTH,
  type ActivityIcon as IconName,
} from '#contract/constants';
import { useActivities, useCreateActivity, useReorderActivities, useUpdateActivity } from '../api/activities';
import { ACTIVITY_ICON_LABELS, ActivityIcon } from './activity-icon';
import { IconChooser } from './icon-chooser';

const SMALL_BUTTON =
  'inline-grid size-11 place-items-center rounded-full text-muted-foreground hover:bg-foreground/[0.05] focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40';

/** Settings: add, rename, change the icon of, reorder, archive and bring back activities (decision record 046). */
export function ActivityManager() {
  const activities = useActivities();
  const reorder = useReorderActivities();
  const update = useUpdateActivity();
  if (activities.isPending) return <div className="h-24 animate-pulse rounded-2xl bg-foreground/[0.04]" />;
  // A failed refresh (offline, say) keeps the list loaded before; only without it is it a failure.
  if (activities.data === undefined)
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
          <ActiveActivity
            key={activity.id}
            activity={activity}
            first={index === 0}
            last={index === active.length - 1}
            onMove={(by) => move(index, by)}
            onArchive={() => update.mutate({ id: activity.id, archived: true })}
          />
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

/** One active activity: its icon (a button opening the icon chooser), its name, and its moves. */
function ActiveActivity({
  activity,
  first,
  last,
  onMove,
  onArchive,
}: {
  activity: Activity;
  first: boolean;
  last: boolean;
  onMove: (by: number) => void;
  onArchive: () => void;
}) {
  const update = useUpdateActivity();
  const [name, setName] = useState(activity.name);
  const [choosing, setChoosing] = useState(false);
  // The icon shows the choice at once; the list's refresh after the save agrees with it.
  const [icon, setIcon] = useState(activity.icon);
  const id = useId();
  const save = () => {
    const trimmed = name.trim();
    if (trimmed && trimmed !== activity.name) update.mutate({ id: activity.id, name: trimmed });
    else setName(activity.name);
  };
  const choose = (next: IconName) => {
    setIcon(next);
    update.mutate({ id: activity.id, icon: next }, { onError: () => setIcon(activity.icon) });
  };
  return (
    <li className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={`${SMALL_BUTTON} aria-expanded:bg-accent-soft aria-expanded:text-accent-strong`}
        aria-expanded={choosing}
        aria-controls={`${id}-icons`}
        aria-label={`Change the icon of ${activity.name} (now ${ACTIVITY_ICON_LABELS[icon]})`}
        title="Change the icon"
        onClick={() => setChoosing((open) => !open)}
      >
        <ActivityIcon icon={icon} className="size-5" />
      </button>
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
        className="min-h-11 w-0 min-w-0 flex-1 rounded-lg border border-transparent bg-transparent px-2 text-foreground hover:border-border focus:border-input focus-visible:outline-2 focus-visible:outline-ring"
      />
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Move ${activity.name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Move ${activity.name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        aria-label={`Archive ${activity.name}`}
        title="Archive"
        onClick={onArchive}
      >
        <Archive aria-hidden="true" className="size-4" />
      </button>
      {update.error ? (
        <p role="alert" className="basis-full pl-12 text-danger text-sm">
          {update.error.message}
        </p>
      ) : null}
      <div id={`${id}-icons`} hidden={!choosing} className="basis-full pt-1 pb-3 pl-1">
        {choosing ? (
          <IconChooser
            name={`${id}-icon`}
            legend={`Icon for ${activity.name}`}
            value={icon}
            onChange={choose}
          />
        ) : null}
      </div>
    </li>
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
        <Button type="submit" disabled={create.isPending}>
          Add
        </Button>
      </div>
      <IconChooser name={iconId} legend="Its icon" value={icon} onChange={setIcon} />
      {create.error ? (
        <p role="alert" className="text-danger text-sm">
          {create.error.message}
        </p>
      ) : null}
    </form>
  );
}
