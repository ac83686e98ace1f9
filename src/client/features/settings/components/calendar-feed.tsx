import { Check, Copy, Link2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { formatDate, localCalendarDay } from '#client/lib/dates';
import type { CalendarFeedCreated, ReminderSettings } from '#contract/reminders';
import { useRevokeCalendarFeed } from '../api/reminders';

function formatDay(iso: string): string {
  return formatDate(localCalendarDay(new Date(iso)), 'list');
}

/**
 * The subscription link: made (or renewed) and shown once, then only revocable or renewable. The link
 * just made (`shown`) and the making are the caller's, which shares them with the Outlook button.
 */
export function CalendarFeed({
  feed,
  shown,
  making,
  onMake,
}: {
  feed: ReminderSettings['feed'];
  shown: CalendarFeedCreated | null;
  making: boolean;
  onMake: () => void;
}) {
  const revoke = useRevokeCalendarFeed();
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  // A renewed link is not copied yet.
  const copied = shown !== null && copiedUrl === shown.url;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedUrl(url);
    } catch {
      setCopiedUrl(null);
    }
  }

  if (shown && feed) {
    return (
      <div className="grid gap-3 rounded-2xl border border-accent/40 bg-accent-soft/60 p-4">
        <p className="font-medium text-foreground text-sm">Your calendar link, shown only this once</p>
        <label className="grid gap-1.5">
          <span className="sr-only">Calendar subscription link</span>
          <input
            readOnly
            value={shown.url}
            onFocus={(event) => event.target.select()}
            className="h-11 w-full min-w-0 rounded-xl border border-input bg-surface px-3 font-mono text-foreground text-xs"
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <a href={shown.url} className={buttonClasses('primary', 'md', 'h-11')}>
            <Link2 aria-hidden="true" className="size-4" />
            Open in calendar app
          </a>
          <Button variant="secondary" className="h-11" onClick={() => void copy(shown.url)}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">
          Paste it where your calendar offers “Subscribe” or “From URL”. Anyone with the link sees your
          reminder time, nothing else.
        </p>
      </div>
    );
  }

  if (feed) {
    return (
      <Card variant="inset" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          <span className="block font-medium text-foreground">Calendar link is on</span>
          <span className="text-muted-foreground">
            Made on {formatDay(feed.createdAt)}. Calendars follow your changes.
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="h-11" busy={making} onClick={onMake}>
            {making ? null : <RefreshCw aria-hidden="true" className="size-4" />}
            New link
          </Button>
          <Button variant="ghost" className="h-11" busy={revoke.isPending} onClick={() => revoke.mutate()}>
            Turn off link
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card variant="inset" className="flex flex-wrap items-center justify-between gap-3 border-dashed">
      <p className="text-sm">
        <span className="block font-medium text-foreground">Subscribe from your calendar</span>
        <span className="text-muted-foreground">
          A private link that keeps your calendar in step when you change the time.
        </span>
      </p>
      <Button variant="secondary" className="h-11" busy={making} onClick={onMake}>
        {making ? null : <Link2 aria-hidden="true" className="size-4" />}
        Make calendar link
      </Button>
    </Card>
  );
}
