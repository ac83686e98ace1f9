import { useId } from 'react';
import { cn } from '#client/lib/cn';
import type { UpdateReminderBody } from '#contract/reminders';
import { timeZoneChoices, WEEKDAYS } from '../lib/reminder-form';
import { TimeOfDay } from './time-of-day';

const fieldClass =
  'h-11 w-full rounded-xl border border-input bg-surface px-3 text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40';

interface ReminderScheduleProps {
  form: UpdateReminderBody;
  savedZone: string;
  zoneDetected: boolean;
  onChange: (form: UpdateReminderBody) => void;
}

/** The time, the days of the week and the time zone of the reminder. */
export function ReminderSchedule({ form, savedZone, zoneDetected, onChange }: ReminderScheduleProps) {
  const zoneId = useId();
  const zoneHintId = useId();
  const toggleDay = (day: number) => {
    const days = form.days.includes(day) ? form.days.filter((d) => d !== day) : [...form.days, day];
    onChange({ ...form, days: days.sort((a, b) => a - b) });
  };

  return (
    <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
      <TimeOfDay value={form.time} onChange={(time) => onChange({ ...form, time })} />

      <fieldset className="grid content-start gap-1.5">
        <legend className="mb-1.5 font-medium text-foreground text-sm">Days</legend>
        {/* Joined, seven across: each day keeps a 44 px target even on a 390 px phone. */}
        <div className="grid w-full max-w-md grid-cols-7">
          {WEEKDAYS.map(({ day, short, name }) => {
            const on = form.days.includes(day);
            return (
              <button
                key={day}
                type="button"
                aria-pressed={on}
                aria-label={name}
                // The last chosen day stays: a reminder needs at least one.
                disabled={on && form.days.length === 1}
                onClick={() => toggleDay(day)}
                className={cn(
                  '-ml-px h-11 min-w-0 border font-medium text-sm transition-colors first:ml-0 first:rounded-l-xl last:rounded-r-xl',
                  'focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 disabled:cursor-not-allowed',
                  on
                    ? // A hairline between two chosen days keeps them seven buttons, not one bar.
                      'relative border-accent bg-accent text-accent-contrast [&+[aria-pressed=true]]:shadow-[inset_1px_0_0_rgb(255_255_255/0.3)]'
                    : 'border-input bg-surface text-muted-foreground hover:bg-foreground/[0.04] hover:text-foreground',
                )}
              >
                {short}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-1.5 sm:col-span-2">
        <label htmlFor={zoneId} className="font-medium text-foreground text-sm">
          Time zone
        </label>
        <select
          id={zoneId}
          aria-describedby={zoneHintId}
          value={form.timezone}
          onChange={(event) => onChange({ ...form, timezone: event.target.value })}
          className={cn(fieldClass, 'sm:max-w-sm')}
        >
          {timeZoneChoices(form.timezone, savedZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={zoneHintId} className="text-muted-foreground text-sm">
          {zoneDetected
            ? 'Detected from this browser. Your days are counted in this zone too.'
            : 'Your days are counted in this zone too. Change it when you move or travel for long.'}
        </p>
      </div>
    </div>
  );
}
