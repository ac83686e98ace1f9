import { Button } from '#client/components/ui/button';
import type { OtherImportReport } from '#contract/other-import';
import { FoundText, recordsText, SkippedList } from './import-summary';
import { MoodMapping } from './mood-mapping';

interface ImportPreviewProps {
  report: OtherImportReport;
  fileLabel: string;
  onMood: (name: string, score: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
  importing: boolean;
  /** A new preview is on its way (a mood was matched). */
  updating: boolean;
}

/** What the import would bring, before anything is written; the import itself on confirming. */
export function ImportPreview({
  report,
  fileLabel,
  onMood,
  onConfirm,
  onCancel,
  importing,
  updating,
}: ImportPreviewProps) {
  const unmatched = report.moodNames.filter((m) => m.score === null).length;
  const adds = recordsText(report.entries.added, report.moods.added);
  const nothing = report.entries.added + report.moods.added === 0;
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4" aria-busy={updating}>
      <div className="grid gap-1">
        <h5 className="font-semibold text-foreground">Before anything is imported: {fileLabel}</h5>
        <FoundText report={report} />
        <p className="text-muted-foreground text-sm">
          Imported days keep their dates and count in your reports. Streaks, freezes and badges are earned
          only by days you log here.
        </p>
      </div>
      <MoodMapping names={report.moodNames} onChange={onMood} disabled={importing} />
      <SkippedList report={report} />
      {unmatched > 0 ? (
        <p className="text-sm text-warning" role="status">
          Match {unmatched === 1 ? 'the mood name' : `all ${unmatched} mood names`} above to import their
          days.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          size="lg"
          busy={importing}
          disabled={nothing || unmatched > 0 || updating}
          onClick={onConfirm}
        >
          {nothing ? 'Nothing new to import' : `Import ${adds}`}
        </Button>
        <Button size="lg" variant="ghost" disabled={importing} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
