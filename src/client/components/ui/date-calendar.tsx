// The month calendar of a date field (date-field.tsx), in a chunk of its own: react-day-picker loads
// when a date field is first opened, never with a page's first load (decision record 049).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker } from 'react-day-picker';
import { isoDate, localCalendarDay, localDateOf } from '#client/lib/dates';

const DAY_BUTTON =
  'grid size-11 place-items-center rounded-full text-foreground tabular-nums transition-colors hover:bg-foreground/[0.06] focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:hover:bg-transparent';
const NAV_BUTTON =
  'grid size-11 place-items-center rounded-xl text-foreground hover:bg-foreground/[0.06] focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-30 disabled:hover:bg-transparent';

/** The month arrows, drawn like the app's other icons. */
function Chevron({ orientation }: { orientation?: 'left' | 'right' | 'up' | 'down' }) {
  return orientation === 'left' ? (
    <ChevronLeft aria-hidden="true" className="size-5" />
  ) : (
    <ChevronRight aria-hidden="true" className="size-5" />
  );
}

export interface DateCalendarProps {
  /** The chosen day (YYYY-MM-DD), if any. */
  value: string | undefined;
  /** The first and last days that can be chosen. */
  min?: string;
  max?: string;
  /** The day to open on when nothing is chosen (today, usually). */
  today: string;
  onSelect: (date: string) => void;
}

/** A month of days to choose one from: arrow keys move between days, Page Up/Down between months. */
export default function DateCalendar({ value, min, max, today, onSelect }: DateCalendarProps) {
  const selected = value ? localDateOf(value) : undefined;
  const first = min ? localDateOf(min) : undefined;
  const last = max ? localDateOf(max) : undefined;
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={(day) => onSelect(isoDate(localCalendarDay(day)))}
      defaultMonth={selected ?? (last && max && max < today ? last : localDateOf(today))}
      today={localDateOf(today)}
      startMonth={first ?? localDateOf('2000-01-01')}
      endMonth={last ?? localDateOf(`${Number(today.slice(0, 4)) + 1}-12-31`)}
      disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
      weekStartsOn={1}
      captionLayout="dropdown"
      autoFocus
      components={{ Chevron }}
      classNames={{
        root: 'relative text-sm',
        months: 'relative',
        month: 'grid gap-2',
        month_caption: 'flex h-11 items-center px-1',
        dropdowns: 'flex items-center gap-2',
        dropdown_root: 'relative',
        dropdown:
          'h-11 rounded-xl border border-input bg-surface px-2 font-medium text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        caption_label: 'sr-only',
        nav: 'absolute top-0 right-0 z-10 flex',
        button_previous: NAV_BUTTON,
        button_next: NAV_BUTTON,
        month_grid: 'border-collapse',
        weekdays: '',
        weekday: 'h-8 w-11 text-center font-normal text-muted-foreground text-xs',
        week: '',
        day: 'p-0 text-center',
        day_button: DAY_BUTTON,
        selected:
          '[&>button]:bg-accent [&>button]:font-semibold [&>button]:text-accent-contrast [&>button]:hover:bg-accent-hover',
        today: '[&>button]:ring-1 [&>button]:ring-accent [&>button]:ring-inset',
        outside: '[&>button]:text-muted-foreground/70',
        disabled: '[&>button]:text-muted-foreground/40',
      }}
    />
  );
}
