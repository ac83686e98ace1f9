import { ChoiceTile } from '#client/components/ui/choice-tile';
import { cn } from '#client/lib/cn';
import { WEEK_STARTS, type WeekStart } from '#contract/constants';
import { useProfile, useUpdateProfile } from '../api/profile';

const LABELS: Record<WeekStart, string> = { monday: 'Monday', sunday: 'Sunday', saturday: 'Saturday' };

/** The first day of the week in progress reports, as a radio group saved on choosing. */
export function WeekStartChoice() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const chosen = update.isPending ? update.variables?.weekStart : profile.data?.weekStart;
  if (!profile.data) return <p className="text-muted-foreground text-sm">Loading…</p>;
  return (
    <fieldset disabled={update.isPending}>
      <legend className="sr-only">First day of the week</legend>
      <div className="grid grid-cols-3 gap-3">
        {WEEK_STARTS.map((value) => {
          const checked = chosen === value;
          return (
            <ChoiceTile
              key={value}
              name="week-start"
              value={value}
              checked={checked}
              onChange={() => update.mutate({ weekStart: value })}
              className="flex min-h-12 items-center justify-center rounded-2xl border px-3 py-3 text-center"
              checkedClassName="border-accent bg-accent-soft"
              uncheckedClassName="border-border hover:border-foreground/25 hover:bg-foreground/[0.02]"
            >
              <span className={cn('font-medium', checked ? 'text-accent-strong' : 'text-foreground')}>
                {LABELS[value]}
              </span>
            </ChoiceTile>
          );
        })}
      </div>
    </fieldset>
  );
}
