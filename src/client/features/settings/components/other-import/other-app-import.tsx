import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { ChoiceTile } from '#client/components/ui/choice-tile';
import { errorMessage } from '#client/lib/api-client';
import { OTHER_IMPORT_APPS, type OtherImportApp } from '#contract/constants';
import { type OtherImportRequest, usePreviewOtherImport, useRunOtherImport } from '../../api/other-import';
import { IMPORT_APPS } from './apps';
import { type ChosenFile, chosenFile } from './choose-file';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';

const TILE = 'flex min-h-11 flex-col rounded-2xl border p-3 text-left';

/** Settings: bring a journal from Day One, Daylio or Markdown notes; see what comes in before it does. */
export function OtherAppImport() {
  const [app, setApp] = useState<OtherImportApp | null>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [moods, setMoods] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewOtherImport();
  const run = useRunOtherImport();
  const inputId = useId();

  const request = (chosen: ChosenFile, map: Record<string, number>): OtherImportRequest | null =>
    app ? { app, file: chosen.blob, name: chosen.name, moods: map } : null;
  const showPreview = (chosen: ChosenFile, map: Record<string, number>) => {
    const body = request(chosen, map);
    if (body) preview.mutate(body, { onError: (error) => setProblem(errorMessage(error)) });
  };
  const restart = () => {
    setFile(null);
    setMoods({});
    setProblem(null);
    preview.reset();
    run.reset();
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    restart();
    const chosen = await chosenFile(files);
    if ('problem' in chosen) return setProblem(chosen.problem);
    setFile(chosen);
    showPreview(chosen, {});
  };
  const onMood = (name: string, score: number) => {
    const map = { ...moods, [name]: score };
    setMoods(map);
    if (file) showPreview(file, map);
  };
  const onConfirm = () => {
    const body = file && request(file, moods);
    if (body) run.mutate(body, { onError: (error) => setProblem(errorMessage(error)) });
  };

  const about = app ? IMPORT_APPS[app] : null;
  return (
    <section className="grid gap-3" aria-labelledby={`${inputId}-heading`}>
      <h4 id={`${inputId}-heading`} className="font-semibold text-base text-foreground">
        Bring your journal from another app
      </h4>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="mb-2 text-muted-foreground text-sm">Which app is it from?</legend>
        {OTHER_IMPORT_APPS.map((id) => (
          <ChoiceTile
            key={id}
            name={`${inputId}-app`}
            value={id}
            checked={app === id}
            onChange={() => {
              setApp(id);
              restart();
            }}
            className={TILE}
            checkedClassName="border-accent bg-accent-soft/60"
            uncheckedClassName="border-border bg-surface hover:bg-foreground/[0.04]"
          >
            <span className="font-medium text-foreground">{IMPORT_APPS[id].name}</span>
            <span className="text-muted-foreground text-sm">{IMPORT_APPS[id].file}</span>
          </ChoiceTile>
        ))}
      </fieldset>
      {about ? (
        <div className="grid gap-2">
          <p className="text-muted-foreground text-sm">{about.howTo}</p>
          <label
            htmlFor={inputId}
            className="inline-flex h-12 cursor-pointer items-center justify-center gap-2 justify-self-start rounded-xl border border-border bg-surface px-5 font-medium text-base text-foreground shadow-xs hover:bg-foreground/[0.04] has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <FileUp aria-hidden="true" className="size-4" />
            {file ? 'Choose another file' : `Choose the ${about.name} file`}
            <input
              id={inputId}
              type="file"
              accept={about.accept}
              multiple={about.multiple}
              className="sr-only"
              disabled={preview.isPending || run.isPending}
              onChange={onFiles}
            />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-danger text-sm">
          {problem}
        </p>
      ) : null}
      {file && preview.isPending && !preview.data ? (
        <p role="status" className="text-muted-foreground text-sm">
          Reading {file.label}…
        </p>
      ) : null}
      {run.data ? (
        <ImportResult report={run.data} onAgain={restart} />
      ) : file && preview.data ? (
        <ImportPreview
          report={preview.data}
          fileLabel={file.label}
          onMood={onMood}
          onConfirm={onConfirm}
          onCancel={restart}
          importing={run.isPending}
          updating={preview.isPending}
        />
      ) : null}
    </section>
  );
}
