import { CalendarDays, X } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '#client/lib/cn';
import { formatDate, isoDate, localCalendarDay } from '#client/lib/dates';
import { NativeDialog } from './native-dialog';
import { Spinner } from './spinner';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

/**
 * A date filter: a button naming the chosen day ("24 Nov 2026", or "Any day"), which opens a month
 * calendar in a dialog (keyboard: arrows between days, Page Up/Down between months, Escape closes). The
 * calendar's code loads when the field is first pointed at or focused.
 */
export function DateField({
  label,
  labelId,
  value,
  min,
  max,
  onChange,
  className,
}: {
  /** The field's name, and the dialog's title. */
  label: string;
  /** The id of the label shown beside the field, if the page shows one; otherwise it is read out only. */
  labelId?: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const today = isoDate(localCalendarDay(new Date()));
  const shown = value ? formatDate(value, 'short') : 'Any day';
  function choose(date: string | undefined) {
    onChange(date);
    setOpen(false);
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-labelledby={`${labelId ?? `${id}-label`} ${id}-value`}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex h-11 w-full min-w-0 items-center gap-2 rounded-xl border border-input bg-surface px-3 text-left text-base shadow-xs hover:border-foreground/30 focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        {labelId ? null : (
          <span id={`${id}-label`} className="sr-only">
            {label}
          </span>
        )}
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span
          id={`${id}-value`}
          className={cn('truncate', value ? 'text-foreground' : 'text-muted-foreground')}
        >
          {shown}
        </span>
      </button>
      {open ? (
        <NativeDialog
          open
          onClose={() => setOpen(false)}
          labelledBy={`${id}-title`}
          className="m-auto w-fit max-w-[calc(100%-1rem)] animate-dialog-in"
        >
          <div className="grid gap-3 rounded-3xl border border-border bg-surface p-4 shadow-2xl">
            <div className="flex items-center justify-between gap-3">
              <h2 id={`${id}-title`} className="font-semibold text-foreground text-lg">
                {label}
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="-mr-1 grid size-11 place-items-center rounded-xl text-muted-foreground hover:bg-foreground/[0.06] focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Close</span>
              </button>
            </div>
            <Suspense
              fallback={
                <div
                  role="status"
                  className="grid h-80 w-[19.25rem] place-items-center text-muted-foreground"
                >
                  <Spinner className="size-5 text-accent" />
                  <span className="sr-only">Opening the calendar…</span>
                </div>
              }
            >
              <DateCalendar value={value} min={min} max={max} today={today} onSelect={choose} />
            </Suspense>
            {value ? (
              <button
                type="button"
                onClick={() => choose(undefined)}
                className="h-11 justify-self-start rounded-xl px-3 font-medium text-accent-strong text-sm hover:bg-foreground/[0.06] focus-visible:outline-2 focus-visible:outline-ring"
              >
                Any day
              </button>
            ) : null}
          </div>
        </NativeDialog>
      ) : null}
    </>
  );
}
