import { useOnThisDay } from '../api/entries';
import { EntryCard } from './entry-card';

/** Entries written on this month and day in earlier years; nothing when there are none. */
export function OnThisDay() {
  const { data } = useOnThisDay();
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="on-this-day-heading" className="mb-3">
      <h2
        id="on-this-day-heading"
        className="mb-3 font-medium text-accent-strong text-sm uppercase tracking-wider"
      >
        On this day
      </h2>
      <ul className="grid gap-3">
        {data.items.map((entry) => (
          <li key={entry.id}>
            <EntryCard
              id={entry.id}
              date={entry.date}
              title={entry.title ?? 'Untitled'}
              excerpt={entry.excerpt}
              tags={entry.tags}
              mood={entry.mood}
              aside={entry.yearsAgo === 1 ? 'A year ago' : `${entry.yearsAgo} years ago`}
            />
          </li>
        ))}
      </ul>
      <h2 className="mt-8 font-medium text-muted-foreground text-sm uppercase tracking-wider">All entries</h2>
    </section>
  );
}
