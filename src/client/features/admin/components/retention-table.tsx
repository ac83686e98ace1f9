import { Section } from '#client/components/ui/page-header';
import { formatDate } from '#client/lib/dates';
import type { Analytics } from '#contract/admin';
import { formatFigure, formatShare } from '../lib/admin-format';
import { HiddenFigure } from './hidden-figure';
import { ScrollCue } from './scroll-cue';

/** Of the people who joined in each week, the share active in that week and each one after. */
export function RetentionTable({ retention }: { retention: Analytics['retention'] }) {
  const columns = Math.max(1, ...retention.map((row) => row.weeks.length));
  return (
    <Section
      id="retention"
      title="Weekly retention"
      description="Of the people who joined in a week, the share who did something in that week (0) and each week after. A cohort of fewer than 5 shows “< 5” and no shares."
    >
      <ScrollCue label="Weekly retention table" hint="Scroll sideways for later weeks">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Weekly retention by the week people joined</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th
                scope="col"
                rowSpan={2}
                className="sticky left-0 z-10 whitespace-nowrap border-border border-b bg-surface py-2 pr-3 align-bottom font-medium"
              >
                Week of
              </th>
              <th
                scope="col"
                rowSpan={2}
                className="border-border border-b py-2 pr-3 align-bottom font-medium"
              >
                People
              </th>
              <th scope="colgroup" colSpan={columns} className="px-1 pt-2 text-left font-medium">
                Weeks after joining
              </th>
            </tr>
            <tr className="border-border border-b text-muted-foreground">
              {Array.from({ length: columns }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: week offsets are the columns
                <th key={i} scope="col" className="px-1 pb-2 text-center font-medium tabular-nums">
                  {i}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {retention.map((row) => (
              <tr key={row.weekStart} className="border-border/60 border-b last:border-0">
                <th
                  scope="row"
                  className="sticky left-0 z-10 whitespace-nowrap bg-surface py-2 pr-3 font-medium text-foreground"
                >
                  {formatDate(row.weekStart, 'short')}
                </th>
                <td className="whitespace-nowrap py-2 pr-3 text-foreground tabular-nums">
                  {row.size === null ? <HiddenFigure /> : formatFigure(row.size)}
                </td>
                {Array.from({ length: columns }, (_, i) => {
                  const share = row.weeks[i];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: week offsets are the columns
                    <td key={i} className="py-1 pr-1">
                      <span
                        className="block min-w-12 rounded-md px-2 py-1 text-center text-foreground tabular-nums"
                        style={
                          share === null || share === undefined
                            ? undefined
                            : {
                                backgroundColor: `color-mix(in oklab, var(--color-accent) ${Math.round(share * 60)}%, transparent)`,
                              }
                        }
                      >
                        {i < row.weeks.length ? formatShare(share ?? null) : ''}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollCue>
    </Section>
  );
}
