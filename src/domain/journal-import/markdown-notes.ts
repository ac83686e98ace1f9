import { isLocalDate } from '../local-day';
import { entryText, journalTags } from './entry-text';
import { readFrontMatter } from './front-matter';
import { finish, type ImportedEntry, ImportFormatError, type ParseSteps, SkipTally } from './types';
import { wallTimes } from './wall-time';

/** A daily note's name: the date first (Obsidian's default YYYY-MM-DD, also "2024-02-29 Thursday"). */
const DATED_NAME = /^(\d{4}-\d{2}-\d{2})(?![\d])/;
const NOTE_EXTENSION = /\.(?:md|markdown|txt)$/i;
/** What macOS adds to a zip and no one wrote. */
const SYSTEM_PATH = /(?:^|\/)(?:__MACOSX|\.DS_Store$)/;

export interface NoteFile {
  /** The path inside the zip, or the file's name. */
  path: string;
  /** null: the file is not UTF-8 text. */
  text: string | null;
}

/**
 * Markdown (or text) notes named by date, one entry each: Obsidian daily notes, Journiv's and
 * other plain-text journals. The date is the file name's, else the front matter's `date`; the
 * title and tags come from the front matter. The entry is dated at noon of that day in `zone`.
 */
export function* parseMarkdownNotesSteps(files: readonly NoteFile[], zone: string): ParseSteps {
  const skipped = new SkipTally();
  const entries: ImportedEntry[] = [];
  const clock = wallTimes(zone);
  const notes = files.filter((file) => !SYSTEM_PATH.test(file.path));
  if (notes.length === 0) throw new ImportFormatError('There are no notes in that file.');
  for (const file of notes) {
    yield;
    const name = file.path.slice(file.path.lastIndexOf('/') + 1);
    if (!NOTE_EXTENSION.test(name)) {
      skipped.add('notMarkdown');
      continue;
    }
    if (file.text === null) {
      skipped.add('notText');
      continue;
    }
    const note = readFrontMatter(file.text);
    const date = DATED_NAME.exec(name)?.[1] ?? note.date;
    if (date === null || date === undefined) {
      skipped.add('noDate');
      continue;
    }
    if (!isLocalDate(date) || date < '1900-01-01') {
      skipped.add('badDate');
      continue;
    }
    const written = entryText(note.title, note.body);
    if ('skip' in written) {
      skipped.add(written.skip);
      continue;
    }
    skipped.add('frontMatter', note.otherFields);
    const createdAt = clock.instant(date, 12 * 60).toISOString();
    entries.push({
      sourceId: file.path,
      date,
      ...written,
      tags: journalTags(note.tags, skipped),
      createdAt,
      updatedAt: createdAt,
    });
  }
  if (entries.length === 0 && skipped.list().every((s) => s.reason === 'notMarkdown')) {
    throw new ImportFormatError('There are no Markdown notes (.md files) in that file.');
  }
  return { entries, moods: [], skipped: skipped.list(), moodNames: [] };
}

export const parseMarkdownNotes = (...args: Parameters<typeof parseMarkdownNotesSteps>) =>
  finish(parseMarkdownNotesSteps(...args));
