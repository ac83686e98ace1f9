import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  IMPORT_ZIP_MAX_ENTRIES,
  IMPORT_ZIP_MAX_UNZIPPED_BYTES,
  type OtherImportApp,
} from '#contract/constants';
import { IMPORT_MAX_RECORDS } from '#contract/export';
import {
  type ImportedRecords,
  ImportFormatError,
  type NoteFile,
  type ParseSteps,
  parseDaylioSteps,
  parseDayOneSteps,
  parseMarkdownNotesSteps,
} from '#domain/journal-import';
import { AppError } from '#server/lib/app-error';
import { looksLikeZip, readZip, ZipError } from '#server/lib/zip-read';

/** A parse runs in slices of about this long, with the event loop free in between (as import-validation.ts). */
const SLICE_MS = 10;

/** Runs a parse to its end, letting other requests in between its slices. */
async function inSlices(steps: ParseSteps): Promise<ImportedRecords> {
  let sliceStarted = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStarted > SLICE_MS) {
      await yieldToEventLoop();
      sliceStarted = performance.now();
    }
  }
}

const ZIP_LIMITS = { maxEntries: IMPORT_ZIP_MAX_ENTRIES, maxUnzippedBytes: IMPORT_ZIP_MAX_UNZIPPED_BYTES };
const SYSTEM_PATH = /(?:^|\/)__MACOSX\//;
const isNote = (name: string) => /\.(?:md|markdown|txt)$/i.test(name) && !SYSTEM_PATH.test(name);
const isJson = (name: string) => /\.json$/i.test(name) && !SYSTEM_PATH.test(name);
const isCsv = (name: string) => /\.csv$/i.test(name) && !SYSTEM_PATH.test(name);

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** The bytes as UTF-8 text (a byte-order mark dropped), or null when they are not UTF-8. */
function textOf(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

function requireText(bytes: Buffer, what: string): string {
  const text = textOf(bytes);
  if (text === null) throw new AppError('BAD_REQUEST', `${what} is not UTF-8 text.`);
  return text;
}

export interface OtherImportInput {
  app: OtherImportApp;
  body: Buffer;
  /** The uploaded file's name (a single note is dated by it). */
  fileName: string | undefined;
  /** The person's own time zone: Daylio's and the notes' times are wall-clock times there. */
  timeZone: string;
  moodMap: Record<string, number> | undefined;
}

async function zipEntries(body: Buffer, wanted: (name: string) => boolean) {
  try {
    return await readZip(body, wanted, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipError)
      throw new AppError(error.kind === 'limit' ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
    throw error;
  }
}

async function parse({ app, body, fileName, timeZone, moodMap }: OtherImportInput): Promise<ImportedRecords> {
  const zipped = looksLikeZip(body);
  if (app === 'day-one') {
    if (!zipped)
      return inSlices(
        parseDayOneSteps([{ name: fileName ?? 'The file', text: requireText(body, 'The file') }], timeZone),
      );
    const files = (await zipEntries(body, isJson)).filter((e) => e.content !== null);
    return inSlices(
      parseDayOneSteps(
        files.map((e) => ({ name: e.name, text: requireText(e.content ?? Buffer.alloc(0), e.name) })),
        timeZone,
      ),
    );
  }
  if (app === 'daylio') {
    if (!zipped) return inSlices(parseDaylioSteps(requireText(body, 'The file'), timeZone, moodMap));
    const [csv, ...others] = (await zipEntries(body, isCsv)).filter((e) => e.content !== null);
    if (!csv?.content) throw new AppError('BAD_REQUEST', 'There is no Daylio CSV file in the zip.');
    if (others.length > 0)
      throw new AppError(
        'BAD_REQUEST',
        'The zip holds more than one CSV file: choose the Daylio export itself.',
      );
    return inSlices(parseDaylioSteps(requireText(csv.content, csv.name), timeZone, moodMap));
  }
  const notes: NoteFile[] = zipped
    ? (await zipEntries(body, isNote)).map((e) => ({
        path: e.name,
        text: e.content ? textOf(e.content) : null,
      }))
    : [{ path: fileName ?? 'note.md', text: textOf(body) }];
  return inSlices(parseMarkdownNotesSteps(notes, timeZone));
}

/**
 * Reads the uploaded export into journal entries and moods. A file that is not the app's export is
 * a 400 with the reason; a zip over its limits a 413, found from its directory before unpacking;
 * more records than an import takes a 400 naming the limit (the app's own import's limits).
 */
export async function readOtherImport(input: OtherImportInput): Promise<ImportedRecords> {
  let records: ImportedRecords;
  try {
    records = await parse(input);
  } catch (error) {
    if (error instanceof ImportFormatError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const limits = [
    [records.entries.length, IMPORT_MAX_RECORDS.journalEntries, 'journal entries'],
    [records.moods.length, IMPORT_MAX_RECORDS.moods, 'moods'],
  ] as const;
  for (const [found, max, name] of limits) {
    if (found > max) {
      throw new AppError(
        'BAD_REQUEST',
        `An import holds at most ${max.toLocaleString('en-US')} ${name}; this file has ${found.toLocaleString('en-US')}.`,
      );
    }
  }
  return records;
}
