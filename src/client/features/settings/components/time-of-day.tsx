const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const FIVE_MINUTES = Array.from({ length: 12 }, (_, step) => String(step * 5).padStart(2, '0'));

const SELECT =
  'h-11 w-20 rounded-xl border border-input bg-surface px-2 font-medium text-foreground text-lg tabular-nums focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40';

/** One two-digit part of the time (the hour or the minute). */
function TimePart({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={SELECT}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}

/**
 * A time of day as HH:MM on the 24-hour clock, as the app writes every time (decision record 033): an
 * hour and a minute to choose, where the browser's own time field would follow its locale ("09:00 PM").
 * Minutes go by five; a minute set another way stays among the choices.
 */
export function TimeOfDay({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [hour = '21', minute = '00'] = value.split(':');
  const minutes = FIVE_MINUTES.includes(minute) ? FIVE_MINUTES : [...FIVE_MINUTES, minute].sort();
  return (
    <fieldset className="grid content-start gap-1.5">
      <legend className="mb-1.5 font-medium text-foreground text-sm">Time</legend>
      <div className="flex items-center gap-1.5">
        <TimePart label="Hour" value={hour} choices={HOURS} onChange={(h) => onChange(`${h}:${minute}`)} />
        <span aria-hidden="true" className="font-medium text-foreground text-lg">
          :
        </span>
        <TimePart
          label="Minute"
          value={minute}
          choices={minutes}
          onChange={(m) => onChange(`${hour}:${m}`)}
        />
      </div>
    </fieldset>
  );
}
