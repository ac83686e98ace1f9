import { FileUp } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { errorMessage } from '#client/lib/api-client';
import type { OtherImportApp } from '#contract/constants';
import { type OtherImportRequest, usePreviewOtherImport, useRunOtherImport } from '../../api/other-import';
import { IMPORT_APPS } from './apps';
import { type ChosenFile, chosenFile } from './choose-file';
import { IMPORT_DETAILS } from './import-details';
import { ImportPreview } from './import-preview';
import { ImportResult } from './import-result';

/** The file chosen for the app, its preview, the import and its result (loaded when an app is chosen). */
export function ImportFlow({ app }: { app: OtherImportApp }) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [moods, setMoods] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const preview = usePreviewOtherImport();
  const run = useRunOtherImport();
  const inputId = useId();

  const request = (chosen: ChosenFile, map: Record<string, number>): OtherImportRequest => ({
    app,
    file: chosen.blob,
    name: chosen.name,
    moods: map,
  });
  const showPreview = (chosen: ChosenFile, map: Record<string, number>) => {
    preview.mutate(request(chosen, map), { onError: (error) => setProblem(errorMessage(error)) });
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
    if (file) run.mutate(request(file, moods), { onError: (error) => setProblem(errorMessage(error)) });
  };

  const about = { ...IMPORT_APPS[app], ...IMPORT_DETAILS[app] };
  return (
    <>
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
    </>
  );
}
