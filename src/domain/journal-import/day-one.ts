import { calendarDate, isTimeZone } from '../local-day';
import { entryText, journalTags } from './entry-text';
import { finish, type ImportedEntry, ImportFormatError, type ParseSteps, SkipTally } from './types';

/** Day One's link to a photo, video or audio in an entry's text: the media itself is not imported. */
const MOMENT_LINK = /!\[[^\]\n]*\]\(dayone-moment:[^)\s]*\)[ \t]*\n?/g;
/** The first line, when it is a heading, is the entry's title as Day One shows it. */
const HEADING_LINE = /^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*(?:\n|$)/;
const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const SOURCE_ID_MAX_LENGTH = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const stringsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function instant(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) && at >= EARLIEST && at <= LATEST ? new Date(at) : null;
}

/** Title and body: the first line is the title when it is a heading, as Day One shows it. */
function titleAndBody(text: string): { title: string | null; body: string } {
  const withoutMedia = text.replace(MOMENT_LINK, '').replace(/\r\n?/g, '\n').trim();
  const heading = HEADING_LINE.exec(withoutMedia);
  if (!heading?.[1]) return { title: null, body: withoutMedia };
  return { title: heading[1], body: withoutMedia.slice(heading[0].length) };
}

function readFile(name: string, text: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ImportFormatError(`${name} is not a Day One export: it is not JSON.`);
  }
  if (!isRecord(data) || !Array.isArray(data.entries)) {
    throw new ImportFormatError(`${name} is not a Day One export: it has no list of entries.`);
  }
  return data.entries;
}

/**
 * Day One's JSON export (one file per journal: `Journal.json` in the zip Day One makes): each
 * entry's date is the calendar date where it was written (its `timeZone`; the user's own zone when
 * the entry names none the runtime knows), its first line a title when it is a heading, `starred`
 * the tag "starred". Photos, videos, audio and other attachments are counted and left out.
 */
export function* parseDayOneSteps(
  files: readonly { name: string; text: string }[],
  userZone: string,
): ParseSteps {
  const skipped = new SkipTally();
  const entries: ImportedEntry[] = [];
  const seen = new Set<string>();
  // Checking a zone name builds a formatter: once per name, not once per entry.
  const knownZones = new Map<string, boolean>();
  const zoneOf = (name: unknown) => {
    if (typeof name !== 'string' || name.length > 64) return userZone;
    let known = knownZones.get(name);
    if (known === undefined) {
      known = isTimeZone(name);
      knownZones.set(name, known);
    }
    return known ? name : userZone;
  };
  if (files.length === 0) throw new ImportFormatError('There is no Day One JSON file in the zip.');
  for (const file of files) {
    for (const item of readFile(file.name, file.text)) {
      yield;
      if (!isRecord(item)) {
        skipped.add('incomplete');
        continue;
      }
      skipped.add('photo', countOf(item.photos));
      skipped.add('video', countOf(item.videos));
      skipped.add('audio', countOf(item.audios));
      skipped.add('attachment', countOf(item.pdfAttachments));
      const uuid = typeof item.uuid === 'string' ? item.uuid.trim() : '';
      const created = instant(item.creationDate);
      if (uuid === '' || uuid.length > SOURCE_ID_MAX_LENGTH || item.creationDate === undefined) {
        skipped.add('incomplete');
        continue;
      }
      if (created === null) {
        skipped.add('badDate');
        continue;
      }
      // The same entry in two journals' files (or twice in one) is one entry.
      if (seen.has(uuid)) continue;
      seen.add(uuid);
      const zone = zoneOf(item.timeZone);
      const written = titleAndBody(typeof item.text === 'string' ? item.text : '');
      const text = entryText(written.title, written.body);
      if ('skip' in text) {
        skipped.add(text.skip);
        continue;
      }
      const tags = journalTags(
        [...stringsOf(item.tags), ...(item.starred === true ? ['starred'] : [])],
        skipped,
      );
      const modified = instant(item.modifiedDate);
      entries.push({
        sourceId: uuid,
        date: calendarDate(created, zone),
        title: text.title,
        body: text.body,
        tags,
        createdAt: created.toISOString(),
        updatedAt: (modified && modified >= created ? modified : created).toISOString(),
      });
    }
  }
  return { entries, moods: [], skipped: skipped.list(), moodNames: [] };
}

export const parseDayOne = (...args: Parameters<typeof parseDayOneSteps>) =>
  finish(parseDayOneSteps(...args));
