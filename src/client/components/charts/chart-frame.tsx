import type { ReactNode } from 'react';
import { Section } from '../ui/page-header';

/**
 * A chart with what it says in words: a one-sentence summary under the title, the drawing (hidden
 * from screen readers, which get the summary and the table instead), and the numbers as a table
 * behind a disclosure anyone can open.
 */
export function ChartFrame({
  id,
  title,
  summary,
  table,
  children,
  action,
  emptyAction,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  table: ReactNode;
  /** The drawing; null when there is nothing to draw yet, and then the summary says so alone. */
  children: ReactNode;
  action?: ReactNode;
  /** Optional: a control still shown when there is nothing to draw (children null), under the summary. */
  emptyAction?: ReactNode;
}) {
  if (children === null) {
    return (
      <Section id={id} title={title} description={summary} className="break-inside-avoid">
        {emptyAction ? <div className="mt-4 print:hidden">{emptyAction}</div> : null}
      </Section>
    );
  }
  return (
    <Section id={id} title={title} description={summary}>
      {action ? <div className="-mt-2 mb-4 print:hidden">{action}</div> : null}
      <div aria-hidden="true">{children}</div>
      <details className="group mt-4 print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg font-medium text-accent-strong text-sm hover:underline">
          Show the numbers as a table
        </summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </Section>
  );
}

/** A plain data table with a caption, in the style of the page. */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-border border-b text-muted-foreground">
          {head.map((cell) => (
            <th key={cell} scope="col" className="py-2 pr-4 font-medium print:py-1 print:pr-2">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])} className="border-border/60 border-b last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th
                  key={`${row[0]}-h`}
                  scope="row"
                  className="py-2 pr-4 font-medium text-foreground print:py-1 print:pr-2"
                >
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
                <td key={i} className="py-2 pr-4 text-foreground tabular-nums print:py-1 print:pr-2">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
