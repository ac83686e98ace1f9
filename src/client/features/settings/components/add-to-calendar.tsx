import { Download, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button';
import type { CalendarFeedCreated, ReminderSettings } from '#contract/reminders';
import { outlookSubscribeUrl } from '#domain/reminders/calendar-links';
import { useCreateCalendarFeed } from '../api/reminders';
import { CalendarFeed } from './calendar-feed';

const linkClass = buttonClasses('secondary', 'md', 'h-11 justify-start');

/** What the Outlook button does, said under the buttons. */
function outlookNote(feedUrl: string | null, hasFeed: boolean): string {
  if (feedUrl)
    return 'Outlook subscribes to your calendar link, so the event repeats and follows your changes.';
  if (hasFeed)
    return 'Outlook subscribes to your calendar link, whose address was shown only once: its button makes a new link (calendars on the old one stop updating), then opens Outlook.';
  return 'Outlook subscribes to a private calendar link, so the event repeats and follows your changes: its button makes the link first.';
}

/**
 * The ways into a calendar: a file, Google's prefilled repeating event, Outlook subscribing to the feed
 * (its "new event" link cannot repeat), and the feed itself.
 */
export function AddToCalendar({ saved, unsaved }: { saved: ReminderSettings; unsaved: boolean }) {
  const create = useCreateCalendarFeed();
  // The feed's address is known only right after it is made (it is shown once), while it is still on.
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const feedUrl = created && saved.feed ? created.httpUrl : null;
  const [moveFocus, setMoveFocus] = useState(false);
  const outlookLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (moveFocus && feedUrl) {
      outlookLink.current?.focus();
      setMoveFocus(false);
    }
  }, [moveFocus, feedUrl]);

  const makeFeed = (fromOutlook: boolean) =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setCreated(made);
        setMoveFocus(fromOutlook);
      },
    });

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
        {feedUrl ? (
          <a
            ref={outlookLink}
            href={outlookSubscribeUrl(feedUrl)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open in Outlook
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <Button
            variant="secondary"
            className="h-11 justify-start"
            busy={create.isPending}
            onClick={() => makeFeed(true)}
          >
            {create.isPending ? null : <ExternalLink aria-hidden="true" className="size-4" />}
            {saved.feed === null ? 'Outlook: make link' : 'Outlook: new link'}
          </Button>
        )}
      </div>
      <p className="text-muted-foreground text-xs">
        The .ics file works with Apple Calendar, Outlook and most others.{' '}
        {outlookNote(feedUrl, saved.feed !== null)}
      </p>
      <CalendarFeed
        feed={saved.feed}
        shown={feedUrl ? created : null}
        making={create.isPending}
        onMake={() => makeFeed(false)}
      />
    </div>
  );
}
