import type { LucideIcon } from 'lucide-react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { ChoiceTile } from '#client/components/ui/choice-tile';
import { cn } from '#client/lib/cn';
import { type ThemePreference, themeStore, useTheme } from '#client/lib/theme';

const OPTIONS: ReadonlyArray<{ value: ThemePreference; label: string; hint: string; icon: LucideIcon }> = [
  { value: 'light', label: 'Light', hint: 'Always light', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Always dark', icon: Moon },
  { value: 'system', label: 'System', hint: 'Follows your device', icon: Monitor },
];

/** Light, dark or system, as a radio group (arrow keys move between the choices). */
export function ThemeChoice() {
  const { preference } = useTheme();
  return (
    <fieldset>
      <legend className="sr-only">Theme</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => {
          const checked = preference === value;
          return (
            <ChoiceTile
              key={value}
              name="theme"
              value={value}
              checked={checked}
              onChange={() => themeStore().setPreference(value)}
              className="flex items-center gap-3 rounded-2xl border p-4 sm:flex-col sm:items-start"
              checkedClassName="border-accent bg-accent-soft"
              uncheckedClassName="border-border hover:border-foreground/25 hover:bg-foreground/[0.02]"
            >
              <span
                className={cn(
                  'grid size-10 shrink-0 place-items-center rounded-xl',
                  checked ? 'bg-surface text-accent-strong' : 'bg-foreground/[0.05] text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-foreground">{label}</span>
                <span className="block text-muted-foreground text-sm">{hint}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-5 place-items-center rounded-full border-2 sm:absolute sm:top-4 sm:right-4',
                  checked ? 'border-accent' : 'border-input',
                )}
              >
                {checked ? <span className="size-2.5 rounded-full bg-accent" /> : null}
              </span>
            </ChoiceTile>
          );
        })}
      </div>
    </fieldset>
  );
}
