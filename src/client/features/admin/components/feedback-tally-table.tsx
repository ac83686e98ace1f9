import { Section } from '#client/components/ui/page-header';
import { KIND_LABELS, STATUS_LABELS } from '#client/lib/feedback-labels';
import type { Analytics } from '#contract/admin';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '#contract/constants';
import { formatFigure } from '../lib/admin-format';
import { HiddenFigure } from './hidden-figure';
import { ScrollCue } from './scroll-cue';

/** Feedback sent within the range: one row per kind, one column per status it has now. */
export function FeedbackTallyTable({ data }: { data: Analytics }) {
  // null is a hidden count ("fewer than 5"), not a missing one.
  const count = (kind: string, status: string) => {
    const row = data.feedback.find((tally) => tally.kind === kind && tally.status === status);
    return row ? row.count : 0;
  };
  return (
    <Section
      id="feedback-received"
      title="Feedback received"
      description={`Sent in the last ${data.days} days, by kind and by the status it has now. A count from fewer than 5 people shows “< 5”.`}
    >
      <ScrollCue label="Feedback received table" hint="Scroll sideways for every status">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Feedback received by kind and status</caption>
          <thead>
            <tr className="border-border border-b text-muted-foreground">
              <th scope="col" className="sticky left-0 z-10 bg-surface py-2 pr-3 font-medium">
                Kind
              </th>
              {FEEDBACK_STATUSES.map((status) => (
                <th key={status} scope="col" className="whitespace-nowrap px-2 py-2 text-right font-medium">
                  {STATUS_LABELS[status]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FEEDBACK_KINDS.map((kind) => (
              <tr key={kind} className="border-border/60 border-b last:border-0">
                <th
                  scope="row"
                  className="sticky left-0 z-10 whitespace-nowrap bg-surface py-2 pr-3 font-medium text-foreground"
                >
                  {KIND_LABELS[kind]}
                </th>
                {FEEDBACK_STATUSES.map((status) => {
                  const value = count(kind, status);
                  return (
                    <td key={status} className="px-2 py-2 text-right text-foreground tabular-nums">
                      {value === null ? <HiddenFigure /> : formatFigure(value)}
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
