import { Button } from '#client/components/ui/button';
import type { OtherImportReport } from '#contract/other-import';
import { recordsText, SkippedList } from './import-summary';

/** What the import added; a second import of the same file would add nothing. */
export function ImportResult({ report, onAgain }: { report: OtherImportReport; onAgain: () => void }) {
  const added = report.entries.added + report.moods.added;
  const here = report.entries.found + report.moods.found - added;
  return (
    <div className="grid gap-4 rounded-2xl bg-accent-soft/60 p-4" role="status">
      <div className="grid gap-1">
        <h5 className="font-semibold text-foreground">
          {added === 0 ? 'Nothing new: all of it was already here.' : 'Import finished.'}
        </h5>
        {added > 0 ? (
          <p className="text-foreground text-sm">
            Added {recordsText(report.entries.added, report.moods.added)}, on the days they were written.
          </p>
        ) : null}
        {here > 0 && added > 0 ? (
          <p className="text-muted-foreground text-sm">
            {here.toLocaleString('en-US')} already here, not added twice.
          </p>
        ) : null}
      </div>
      <SkippedList report={report} />
      <div>
        <Button size="lg" variant="secondary" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
