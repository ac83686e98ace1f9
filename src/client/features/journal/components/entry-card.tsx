import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PAGES } from '../../../app/route-table';
import { formatLocalDate } from '../lib/format-date';

/** One entry in a list: date, title and a short excerpt, opening the entry. */
export function EntryCard({
  id,
  date,
  title,
  excerpt,
  tags,
  aside,
}: {
  id: string;
  date: string;
  title: ReactNode;
  excerpt: ReactNode;
  tags: string[];
  aside?: ReactNode;
}) {
  return (
    <Link
      href={`${PAGES.journal.path}?entry=${id}`}
      className="block rounded-2xl border border-border bg-surface px-5 py-4 shadow-xs transition-colors hover:bg-foreground/[0.025] focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex items-baseline justify-between gap-3 text-muted-foreground text-xs">
        <time dateTime={date} className="font-medium uppercase tracking-wider">
          {formatLocalDate(date)}
        </time>
        {aside}
      </span>
      <span className="mt-1.5 block font-serif text-foreground text-xl leading-snug">{title}</span>
      {excerpt ? (
        <span className="mt-1 line-clamp-3 block text-muted-foreground leading-relaxed">{excerpt}</span>
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
