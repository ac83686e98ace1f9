import { Download, FileArchive, Upload } from 'lucide-react';
import { type ChangeEvent, Suspense, useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api-client';
import { lazyOptional } from '#client/lib/lazy-optional';
import { IMPORT_BODY_LIMIT_BYTES } from '#contract/constants';
import type { AccountExport, ImportReport } from '#contract/export';
import { useImportData } from '../api/account';

// Loaded when asked for: the flow is most of the page's code and few open it (the first-load budget).
const OtherAppImport = lazyOptional(() =>
  import('./other-import/other-app-import').then((module) => module.OtherAppImport),
);

/** "Bring your journal from another app": a button until it is asked for, then the import flow. */
function OtherAppImportOpener() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={<p className="text-muted-foreground text-sm">Opening…</p>}>
        <OtherAppImport />
      </Suspense>
    );
  }
  return (
    <div>
      <Button variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        <FileArchive aria-hidden="true" className="size-4" />
        Bring your journal from another app
      </Button>
    </div>
  );
}

const REPORT_LABELS: Record<keyof ImportReport, string> = {
  journalEntries: 'Journal entries',
  retros: 'Retros',
  moods: 'Moods',
  challenges: 'Challenges',
  badges: 'Badges',
  streaks: 'Streaks',
  customization: 'Customization',
  reminders: 'Reminders',
  profile: 'Day and week settings',
  feedback: 'Feedback',
  activities: 'Activities ticked',
};

/**
 * Feedback stays in the file: it was sent to the team once, and an import would send it again.
 * Streaks and badges are never taken from a file: they are worked out from the records imported.
 */
function tallyText(key: keyof ImportReport, tally: ImportReport[keyof ImportReport]) {
  if (key === 'feedback') return `${tally.skipped} kept in the file, not imported`;
  if (key === 'streaks') return 'worked out from your records';
  if (key === 'badges') return `${tally.added} new, earned by your records`;
  return `${tally.added} new · ${tally.skipped} already here`;
}

function ImportSummary({ report }: { report: ImportReport }) {
  const rows = (Object.keys(REPORT_LABELS) as (keyof ImportReport)[]).filter(
    (key) => report[key].added + report[key].skipped > 0,
  );
  const added = rows.reduce((sum, key) => sum + report[key].added, 0);
  return (
    <div role="status" className="rounded-2xl bg-accent-soft/60 p-4 text-sm">
      <p className="font-medium text-foreground">
        {added === 0 ? 'Nothing new: everything in the file is already here.' : 'Import finished.'}
      </p>
      {rows.length > 0 ? (
        <dl className="mt-2 grid gap-y-1.5 text-muted-foreground">
          {rows.map((key) => (
            // Label and count on one line while they fit; on a narrow phone the count moves under
            // its label, never broken mid-phrase.
            <div key={key} className="flex flex-wrap items-baseline justify-between gap-x-4">
              <dt className="whitespace-nowrap">{REPORT_LABELS[key]}</dt>
              <dd className="ml-auto whitespace-nowrap text-right tabular-nums">
                {tallyText(key, report[key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/** Take everything out (JSON, Markdown) and bring a JSON export back in. */
export function YourData() {
  const importData = useImportData();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    importData.reset();
    if (file.size > IMPORT_BODY_LIMIT_BYTES) {
      setProblem('That file is larger than 20 MB, more than any Daily Retro export.');
      return;
    }
    let data: AccountExport;
    try {
      data = JSON.parse(await file.text()) as AccountExport;
    } catch {
      setProblem('That file is not a Daily Retro export (it is not JSON).');
      return;
    }
    importData.mutate(data, { onError: (error) => setProblem(errorMessage(error)) });
  };

  const link = buttonClasses('secondary', 'lg', 'justify-start');
  return (
    <section className="grid gap-3" aria-labelledby="your-data-heading">
      <h3 id="your-data-heading" className="font-semibold text-base text-foreground">
        Your data
      </h3>
      <p className="text-muted-foreground text-sm">
        Everything you wrote is yours. The JSON file holds all of it and can be imported again; the Markdown
        files, one a day, open in any editor.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <a href="/api/export" download className={link}>
          <Download aria-hidden="true" className="size-4" />
          Export (JSON)
        </a>
        <a href="/api/export/markdown" download className={link}>
          <FileArchive aria-hidden="true" className="size-4" />
          Export (Markdown)
        </a>
        <label
          htmlFor={inputId}
          className={`${link} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-ring`}
        >
          <Upload aria-hidden="true" className="size-4" />
          {importData.isPending ? 'Importing…' : 'Import (JSON)'}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            disabled={importData.isPending}
            onChange={onFile}
          />
        </label>
      </div>
      {problem ? (
        <p role="alert" className="text-danger text-sm">
          {problem}
        </p>
      ) : null}
      {importData.data ? <ImportSummary report={importData.data} /> : null}
      <OtherAppImportOpener />
    </section>
  );
}
