import { storeZip } from '#client/lib/store-zip';
import { IMPORT_BODY_LIMIT_BYTES } from '#contract/constants';

export interface ChosenFile {
  blob: Blob;
  /** The name sent with it (one note is dated by its name); several notes go as one zip. */
  name: string;
  /** What the person chose, in words. */
  label: string;
}

/** The chosen files as one upload, or why they cannot be: the same 20 MB as the app's own import. */
export async function chosenFile(files: readonly File[]): Promise<ChosenFile | { problem: string }> {
  const [first] = files;
  if (!first) return { problem: 'Choose a file.' };
  const size = files.reduce((sum, file) => sum + file.size, 0);
  if (size > IMPORT_BODY_LIMIT_BYTES) {
    return {
      problem:
        'That is larger than 20 MB, the most one import takes. Choose fewer files, or the JSON file alone.',
    };
  }
  if (files.length === 1) return { blob: first, name: first.name, label: first.name };
  const entries = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  return { blob: storeZip(entries), name: 'notes.zip', label: `${files.length} notes` };
}
