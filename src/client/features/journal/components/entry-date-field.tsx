import { MoodLabel } from '#client/components/ui/mood-label';
import { isoDate, localCalendarDay } from '#client/lib/dates';
import { JOURNAL_EARLIEST_DATE, type MoodLevel } from '#contract/constants';

interface EntryDateFieldProps {
  id: string;
  value: string;
  onChange: (date: string) => void;
  mood: MoodLevel | null;
}

/**
 * The entry's day, changeable: not after today, not before JOURNAL_EARLIEST_DATE. A date moved more
 * than a day back never repairs an old streak (decision record 036); the server says no to the rest.
 */
export function EntryDateField({ id, value, onChange, mood }: EntryDateFieldProps) {
  const today = isoDate(localCalendarDay(new Date()));
  return (
    <div className="mb-2 flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
      <label htmlFor={id} className="font-medium">
        Date
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={JOURNAL_EARLIEST_DATE}
        max={today}
        onChange={(event) => {
          const next = event.target.value;
          // A cleared or half-typed field sends nothing; the entry keeps its date until a whole one.
          if (next && next >= JOURNAL_EARLIEST_DATE && next <= today) onChange(next);
        }}
        className="h-11 rounded-xl border border-border bg-surface px-3 font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      {mood ? <MoodLabel mood={mood} /> : null}
    </div>
  );
}
