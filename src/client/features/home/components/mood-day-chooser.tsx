import { ChoiceTile } from '#client/components/ui/choice-tile';
import { formatDate } from '#client/lib/dates';

/** "Today", "Yesterday", then the weekday: a short name for each day a mood can be logged for. */
export function moodDayName(date: string, index: number): string {
  if (index === 0) return 'Today';
  if (index === 1) return 'Yesterday';
  return formatDate(date, 'weekday');
}

interface MoodDayChooserProps {
  /** The days a mood can be logged for, newest first (src/domain/late-days.ts, moodDays). */
  days: readonly string[];
  value: string;
  onChange: (date: string) => void;
}

/** Which day the check-in is for: today or one of the six before, as a row of radio tiles ≥ 44 px. */
export function MoodDayChooser({ days, value, onChange }: MoodDayChooserProps) {
  if (days.length < 2) return null;
  return (
    <fieldset className="mt-3 min-w-0">
      <legend className="sr-only">Day of the mood</legend>
      <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-7">
        {days.map((date, index) => (
          <ChoiceTile
            key={date}
            name="mood-day"
            value={date}
            checked={value === date}
            onChange={() => onChange(date)}
            className="flex min-h-11 min-w-0 flex-col items-center justify-center rounded-xl border px-1 py-1 text-center leading-tight"
            checkedClassName="border-accent bg-accent-soft text-accent-strong"
            uncheckedClassName="border-border text-muted-foreground hover:border-foreground/25"
          >
            <span className="font-medium text-xs">{moodDayName(date, index)}</span>
            {index > 1 ? <span className="text-[0.7rem]">{formatDate(date, 'short')}</span> : null}
          </ChoiceTile>
        ))}
      </div>
    </fieldset>
  );
}
