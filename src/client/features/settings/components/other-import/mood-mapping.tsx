import { useId } from 'react';
import { moodWord } from '#client/lib/moods';
import { MOOD_LEVELS } from '#contract/constants';
import type { OtherImportReport } from '#contract/other-import';

const SELECT =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring';

interface MoodMappingProps {
  names: OtherImportReport['moodNames'];
  onChange: (name: string, score: number) => void;
  disabled: boolean;
}

/** Daylio's mood names and the mood each becomes; a name Daylio does not ship is for the person to match. */
export function MoodMapping({ names, onChange, disabled }: MoodMappingProps) {
  const id = useId();
  if (names.length === 0) return null;
  return (
    <fieldset>
      <legend className="font-medium text-foreground text-sm">Daylio’s moods become</legend>
      <p className="text-muted-foreground text-sm">
        Daylio’s five groups (rad, good, meh, bad, awful) are great, good, okay, bad and awful here.
      </p>
      <ul className="mt-2 grid max-w-md gap-2">
        {names.map((item, index) => (
          <li key={item.name} className="grid grid-cols-[minmax(0,1fr)_9rem] items-center gap-3">
            <label htmlFor={`${id}-${index}`} className="min-w-0 text-foreground text-sm">
              <span className="break-words font-medium">{item.name}</span>{' '}
              <span className="whitespace-nowrap text-muted-foreground">
                ({item.count.toLocaleString('en-US')} {item.count === 1 ? 'entry' : 'entries'})
              </span>
            </label>
            <select
              id={`${id}-${index}`}
              className={SELECT}
              value={item.score ?? ''}
              disabled={disabled}
              onChange={(event) => onChange(item.name, Number(event.target.value))}
            >
              {item.score === null ? <option value="">Choose…</option> : null}
              {[...MOOD_LEVELS].reverse().map((level) => (
                <option key={level} value={MOOD_LEVELS.indexOf(level) + 1}>
                  {moodWord(level)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
