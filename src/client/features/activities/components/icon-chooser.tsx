import { cn } from '#client/lib/cn';
import { ACTIVITY_ICONS, type ActivityIcon as IconName } from '#contract/constants';
import { ACTIVITY_ICON_LABELS, ActivityIcon } from './activity-icon';

interface IconChooserProps {
  /** The radio group's name: one per chooser on the page. */
  name: string;
  /** Said above the icons (visually hidden when `hideLegend`). */
  legend: string;
  hideLegend?: boolean;
  value: IconName;
  onChange: (icon: IconName) => void;
}

/**
 * The icons an activity can wear, as a radio group: Tab reaches the chosen one, the arrow keys move
 * between them, and each is a 44 px target named by what it shows.
 */
export function IconChooser({ name, legend, hideLegend = false, value, onChange }: IconChooserProps) {
  return (
    <fieldset className="min-w-0">
      <legend className={cn('mb-1 font-medium text-foreground text-sm', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className="grid grid-cols-[repeat(6,2.75rem)] gap-1 sm:grid-cols-[repeat(8,2.75rem)]">
        {ACTIVITY_ICONS.map((icon) => (
          <label key={icon} className="relative" title={ACTIVITY_ICON_LABELS[icon]}>
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              aria-label={ACTIVITY_ICON_LABELS[icon]}
              className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
            />
            <span
              className={cn(
                'grid size-11 place-items-center rounded-xl border border-border bg-surface text-foreground transition-colors motion-reduce:transition-none',
                'hover:border-foreground/30 peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2',
                'peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:text-accent-strong',
              )}
            >
              <ActivityIcon icon={icon} className="size-5" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
