import { Download, ExternalLink } from 'lucide-react';
import type { ReminderSettings } from '../../../../contract/reminders';
import { buttonClasses } from '../../../components/ui/button';
import { CalendarFeed } from './calendar-feed';

const linkClass = buttonClasses('secondary', 'md', 'h-11 justify-start');

/** The three ways into a calendar: a file, a prefilled new event, and a subscription. */
export function AddToCalendar({ saved, unsaved }: { saved: ReminderSettings; unsaved: boolean }) {
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="font-medium text-foreground text-sm">Add to calendar</h3>
        <p className="mt-0.5 text-muted-foreground text-sm">
          {unsaved
            ? 'Save your changes first: these use the saved time.'
            : `A repeating “Daily Retro” event at ${saved.time} that opens today’s retro.`}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <a href={saved.calendar.icsPath} download="daily-retro.ics" className={linkClass}>
          <Download aria-hidden="true" className="size-4" />
          Download .ics
        </a>
        <a href={saved.calendar.googleUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Google Calendar
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <a href={saved.calendar.outlookUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Outlook
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
      <p className="text-muted-foreground text-xs">
        The .ics file works with Apple Calendar, Outlook and most others. Outlook’s link adds the first
        reminder; choose Repeat there, or use the calendar link below.
      </p>
      <CalendarFeed feed={saved.feed} />
    </div>
  );
}
