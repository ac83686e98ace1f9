// Bringing a journal from another app: the file read for a preview (nothing written), then imported.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '#client/features/auth';
import { api } from '#client/lib/api-client';
import type { OtherImportApp } from '#contract/constants';
import type { OtherImportReport } from '#contract/other-import';

export interface OtherImportRequest {
  app: OtherImportApp;
  file: Blob;
  /** The chosen file's name: one note is dated by it. */
  name: string;
  /** Daylio: the person's match of each mood name to a mood (score 1–5). */
  moods?: Record<string, number>;
}

function importPath({ app, name, moods }: OtherImportRequest, preview: boolean) {
  const query = new URLSearchParams({ name });
  if (preview) query.set('preview', 'true');
  if (moods && Object.keys(moods).length > 0) query.set('moods', JSON.stringify(moods));
  return `/api/import/${app}?${query}`;
}

/** What an import of the file would add and leave out. */
export function usePreviewOtherImport() {
  return useMutation({
    mutationFn: (request: OtherImportRequest) =>
      api.post<OtherImportReport>(importPath(request, true), request.file),
  });
}

/** Imports the file; the journal, moods and reports may all have changed. */
export function useRunOtherImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OtherImportRequest) =>
      api.post<OtherImportReport>(importPath(request, false), request.file),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userKeys.user[0] }),
  });
}
