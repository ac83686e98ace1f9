import { lazy, Suspense, useId, useState } from 'react';
import { ChoiceTile } from '#client/components/ui/choice-tile';
import { OTHER_IMPORT_APPS, type OtherImportApp } from '#contract/constants';
import { IMPORT_APPS } from './apps';

const TILE = 'flex min-h-11 flex-col rounded-2xl border p-3 text-left';
// The file handling, preview and import load once an app is chosen: Settings' first load stays small.
const ImportFlow = lazy(() => import('./import-flow').then((module) => ({ default: module.ImportFlow })));

/** Settings: bring a journal from Day One, Daylio or Markdown notes; see what comes in before it does. */
export function OtherAppImport() {
  const [app, setApp] = useState<OtherImportApp | null>(null);
  const id = useId();
  return (
    <section className="grid gap-3" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="font-semibold text-base text-foreground">
        Bring your journal from another app
      </h4>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-2 text-muted-foreground text-sm">Which app is it from?</legend>
        {OTHER_IMPORT_APPS.map((option) => (
          <ChoiceTile
            key={option}
            name={`${id}-app`}
            value={option}
            checked={app === option}
            onChange={() => setApp(option)}
            className={TILE}
            checkedClassName="border-accent bg-accent-soft/60"
            uncheckedClassName="border-border bg-surface hover:bg-foreground/[0.04]"
          >
            <span className="font-medium text-foreground">{IMPORT_APPS[option].name}</span>
            <span className="text-muted-foreground text-sm">{IMPORT_APPS[option].file}</span>
          </ChoiceTile>
        ))}
      </fieldset>
      {app ? (
        <Suspense
          fallback={
            <p role="status" className="text-muted-foreground text-sm">
              Loading…
            </p>
          }
        >
          {/* A new app starts a new flow: no file or preview of the last one stays. */}
          <ImportFlow key={app} app={app} />
        </Suspense>
      ) : null}
    </section>
  );
}
