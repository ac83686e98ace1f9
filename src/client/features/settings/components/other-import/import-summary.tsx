import { formatDate } from '#client/lib/dates';
import type { OtherImportReport } from '#contract/other-import';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "12 journal entries and 30 moods": what a count of each kind reads as. */
export function recordsText(entries: number, moods: number): string {
  const parts = [];
  if (entries > 0) parts.push(plural(entries, 'journal entry', 'journal entries'));
  if (moods > 0) parts.push(plural(moods, 'mood', 'moods'));
  return parts.length > 0 ? parts.join(' and ') : 'nothing';
}

/** The file's dates and what it holds, already here or not. */
export function FoundText({ report }: { report: OtherImportReport }) {
  const found = recordsText(report.entries.found, report.moods.found);
  const here = report.entries.found - report.entries.added + (report.moods.found - report.moods.added);
  return (
    <p className="text-muted-foreground text-sm">
      The file holds {found}
      {report.firstDate && report.lastDate
        ? `, from ${formatDate(report.firstDate, 'list')} to ${formatDate(report.lastDate, 'list')}`
        : ''}
      .
      {here > 0
        ? ` ${plural(here, 'of them is', 'of them are')} already here and will not be added twice.`
        : ''}
    </p>
  );
}

/** What is left out and why, with a count each. */
export function SkippedList({ report }: { report: OtherImportReport }) {
  if (report.skipped.length === 0) return null;
  return (
    <div>
      <h5 className="font-medium text-foreground text-sm">Left out</h5>
      <ul className="mt-1 grid gap-1.5 text-muted-foreground text-sm">
        {report.skipped.map((item) => (
          <li key={item.reason} className="flex items-baseline justify-between gap-4">
            <span>{item.message}</span>
            <span className="shrink-0 text-right tabular-nums">{item.count.toLocaleString('en-US')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
