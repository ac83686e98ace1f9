import type { Analytics } from '../../../../contract/admin';
import { Section } from '../../../components/ui/page-header';
import { formatShortDate } from '../../../lib/retro-dates';
import { formatFigure, formatShare } from '../lib/admin-format';

/** Of the people who joined in each week, the share active in that week and each one after. */
export function RetentionTable({ retention }: { retention: Analytics['retention'] }) {
  const columns = Math.max(1, ...retention.map((row) => row.weeks.length));
  return (
    <Section
      id="retention"
      title="Weekly retention"
      description="Of the people who joined in a week, the share who did something in that week (0) and each week after. Cohorts of fewer than 5 are not shown."
    >
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Weekly retention by the week people joined</caption>
          <thead>
            <tr className="border-border border-b text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Joined the week of
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                People
              </th>
              {Array.from({ length: columns }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: week offsets are the columns
                <th key={i} scope="col" className="py-2 pr-3 font-medium tabular-nums">
                  Week {i}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {retention.map((row) => (
              <tr key={row.weekStart} className="border-border/60 border-b last:border-0">
                <th scope="row" className="whitespace-nowrap py-2 pr-4 font-medium text-foreground">
                  {formatShortDate(row.weekStart)}
                </th>
                <td className="py-2 pr-4 text-foreground tabular-nums">{formatFigure(row.size)}</td>
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
      </div>
    </Section>
  );
}
