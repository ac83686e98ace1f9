import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cardClasses } from '#client/components/ui/card';
import { MoodLabel } from '#client/components/ui/mood-label';
import { formatDate } from '#client/lib/dates';
import { PAGES } from '#client/lib/route-table';
import type { MoodLevel } from '#contract/constants';

/** One entry in a list: date (with the day's mood), title and a short excerpt, opening the entry. */
export function EntryCard({
  id,
  date,
  title,
  excerpt,
  tags,
  mood,
  aside,
}: {
  id: string;
  date: string;
  title: ReactNode;
  excerpt: ReactNode;
  tags: string[];
  /** The mood logged on the entry's day, when there was one. */
  mood?: MoodLevel | null;
  aside?: ReactNode;
}) {
  return (
    <Link
      href={`${PAGES.journal.path}?entry=${id}`}
      className={cardClasses('item', { interactive: true, className: 'block' })}
    >
      <span className="flex min-h-6 items-center justify-between gap-3 text-muted-foreground text-xs">
        <span className="flex min-w-0 items-center gap-2">
          <time dateTime={date} className="font-medium">
            {formatDate(date, 'list')}
          </time>
          {mood ? <MoodLabel mood={mood} /> : null}
        </span>
        {aside}
      </span>
      <span className="mt-1.5 block font-serif text-foreground text-xl leading-snug">{title}</span>
      {excerpt ? (
        // Two lines of smaller text on a phone keep more entries on one screen (three from 640 px).
        <span className="mt-1 line-clamp-2 text-muted-foreground text-sm leading-normal sm:line-clamp-3 sm:text-base sm:leading-relaxed">
          {excerpt}
        </span>
      ) : null}
      {tags.length > 0 ? (
        <span className="mt-3 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-foreground/[0.05] px-2.5 py-0.5 text-muted-foreground text-xs"
            >
              #{tag}
            </span>
          ))}
        </span>
      ) : null}
    </Link>
  );
}
