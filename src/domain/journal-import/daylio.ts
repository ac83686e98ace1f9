import { IMPORT_MOOD_NAME_MAX_LENGTH } from '#contract/constants';
import { isLocalDate, type LocalDate } from '../local-day';
import { parseCsvSteps } from './csv';
import { entryText } from './entry-text';
import {
  finish,
  type ImportedEntry,
  type ImportedMood,
  ImportFormatError,
  type MoodNameMapping,
  type ParseSteps,
  SkipTally,
} from './types';
import { wallTimes } from './wall-time';

/**
 * Daylio's five mood groups, by their default names, as the app's moods: rad is great (5), good is
 * good (4), meh is okay (3), bad is bad (2), awful is awful (1).
 */
export const DAYLIO_DEFAULT_MOODS: Readonly<Record<string, number>> = {
  rad: 5,
  good: 4,
  meh: 3,
  bad: 2,
  awful: 1,
};
const REQUIRED_COLUMNS = ['full_date', 'time', 'mood'] as const;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?\s?m\.?)?$/i;

/** Minutes after midnight of Daylio's time ("8:30 PM", "20:30"), or noon when it cannot be read. */
export function daylioMinutes(time: string): number {
  const match = TIME.exec(time.trim());
  if (!match) return 12 * 60;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.[0]?.toLowerCase();
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  return hour > 23 || minute > 59 ? 12 * 60 : hour * 60 + minute;
}

/** A note as Markdown: Daylio writes line breaks and a little formatting as HTML. */
export function daylioNote(note: string): string {
  return note
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<\/?(?:p|div|span|u)(?:\s[^>]*)?>/gi, '')
    .replace(/<\/?(?:b|strong)>/gi, '**')
    .replace(/<\/?(?:i|em)>/gi, '_')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const moodKey = (name: string) => name.trim().toLowerCase();

interface Row {
  date: LocalDate;
  minutes: number;
  sourceId: string;
  mood: string;
  activities: number;
  title: string;
  note: string;
}

function* readRows(text: string, skipped: SkipTally): ParseSteps<Row[]> {
  const rows = yield* parseCsvSteps(text);
  const header = rows?.[0]?.map((name) => name.trim().toLowerCase());
  if (!rows || !header || REQUIRED_COLUMNS.some((name) => !header.includes(name))) {
    throw new ImportFormatError(
      'This is not a Daylio CSV export: its first line should name the columns full_date, date, weekday, time, mood, activities, note_title and note.',
    );
  }
  const at = (name: string) => header.indexOf(name);
  const field = (row: string[], name: string) => (at(name) >= 0 ? (row[at(name)] ?? '') : '');
  const seen = new Map<string, number>();
  return rows.slice(1).flatMap((row) => {
    const date = field(row, 'full_date').trim();
    if (!isLocalDate(date)) {
      skipped.add('badDate');
      return [];
    }
    const time = field(row, 'time').trim();
    // Two entries at the same minute stay two: the second is "#2", the same on every import.
    const key = `${date} ${time}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    const activities = field(row, 'activities')
      .split('|')
      .filter((name) => name.trim() !== '').length;
    return [
      {
        date,
        minutes: daylioMinutes(time),
        sourceId: n === 1 ? key : `${key} #${n}`,
        mood: field(row, 'mood').trim().slice(0, IMPORT_MOOD_NAME_MAX_LENGTH),
        activities,
        title: field(row, 'note_title'),
        note: daylioNote(field(row, 'note')),
      },
    ];
  });
}

/**
 * Daylio's CSV export (one row an entry, newest first): each row's mood becomes the day's mood by
 * `moodMap` (the default names by their group, others as the person chose; unmatched ones are
 * skipped), one a day (the day's last entry; the app keeps one mood a day); each note becomes a
 * journal entry of its day. Times are wall-clock times in `zone`. Activities are counted.
 */
export function* parseDaylioSteps(
  text: string,
  zone: string,
  moodMap: Readonly<Record<string, number>> = {},
): ParseSteps {
  const skipped = new SkipTally();
  const rows = (yield* readRows(text, skipped)).sort(
    (a, b) => a.date.localeCompare(b.date) || a.minutes - b.minutes,
  );
  const chosen = new Map(Object.entries(moodMap).map(([name, score]) => [moodKey(name), score]));
  const names = new Map<string, MoodNameMapping>();
  const lastOfDay = new Map<LocalDate, ImportedMood>();
  const entries: ImportedEntry[] = [];
  const clock = wallTimes(zone);
  for (const row of rows) {
    yield;
    skipped.add('activity', row.activities);
    const createdAt = clock.instant(row.date, row.minutes).toISOString();
    if (row.mood !== '') {
      const key = moodKey(row.mood);
      const known = DAYLIO_DEFAULT_MOODS[key];
      const score = chosen.get(key) ?? known ?? null;
      const mapping = names.get(key) ?? { name: row.mood, count: 0, score, known: known !== undefined };
      mapping.count++;
      names.set(key, mapping);
      if (score === null) skipped.add('unmappedMood');
      else {
        if (lastOfDay.has(row.date)) skipped.add('extraMood');
        lastOfDay.set(row.date, { sourceId: row.sourceId, date: row.date, score, createdAt });
      }
    }
    if (row.title.trim() === '' && row.note.trim() === '') continue;
    const written = entryText(row.title, row.note);
    if ('skip' in written) {
      skipped.add(written.skip);
      continue;
    }
    entries.push({
      sourceId: row.sourceId,
      date: row.date,
      ...written,
      tags: [],
      createdAt,
      updatedAt: createdAt,
    });
  }
  const moodNames = [...names.values()].sort(
    (a, b) => (b.score ?? 0) - (a.score ?? 0) || b.count - a.count || a.name.localeCompare(b.name),
  );
  return { entries, moods: [...lastOfDay.values()], skipped: skipped.list(), moodNames };
}

export const parseDaylio = (...args: Parameters<typeof parseDaylioSteps>) =>
  finish(parseDaylioSteps(...args));
