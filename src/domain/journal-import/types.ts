import type { LocalDate } from '../local-day';

/**
 * What an import from another app reads out of its file: journal entries and moods in this app's
 * terms, each with a source id that is the same on every import of the same file (Day One's uuid,
 * Daylio's date and time, a note's path), and what it left out, counted by reason.
 */
export interface ImportedEntry {
  sourceId: string;
  date: LocalDate;
  title: string | null;
  body: string;
  tags: string[];
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
}

export interface ImportedMood {
  sourceId: string;
  date: LocalDate;
  /** 1 (awful) to 5 (great), as the app's moods. */
  score: number;
  createdAt: string;
}

export const SKIP_REASONS = {
  photo: 'Photos: Daily Retro keeps words, not pictures',
  video: 'Videos: Daily Retro keeps words, not recordings',
  audio: 'Audio recordings: Daily Retro keeps words, not recordings',
  attachment: 'Other attachments (PDFs and files)',
  activity: 'Activities ticked: Daily Retro has no activities yet',
  empty: 'Empty entries (no words)',
  tooLong: 'Entries longer than 100,000 characters, the most one entry holds',
  noDate: 'Files not named by a date (YYYY-MM-DD.md) and without a date in their front matter',
  badDate: 'Entries whose date cannot be read or is not a real day',
  notText: 'Files or entries that are not text (not UTF-8, or holding NUL characters)',
  notMarkdown: 'Files that are not Markdown or text notes',
  incomplete: 'Entries the file leaves incomplete (no id or no date)',
  extraMood: 'Moods of a day that has a later one: Daily Retro keeps one mood a day, the last',
  unmappedMood: 'Moods whose name is not matched to one of the five moods',
  tagChanged: 'Tags left out: more than 20 on an entry, or no letters or digits',
  frontMatter: 'Front matter fields other than title, tags and date',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** How many of each reason were left out, in the order the reasons are listed above. */
export class SkipTally {
  private readonly counts = new Map<SkipReason, number>();

  add(reason: SkipReason, count = 1): void {
    if (count > 0) this.counts.set(reason, (this.counts.get(reason) ?? 0) + count);
  }

  list(): { reason: SkipReason; count: number }[] {
    return (Object.keys(SKIP_REASONS) as SkipReason[]).flatMap((reason) => {
      const count = this.counts.get(reason);
      return count ? [{ reason, count }] : [];
    });
  }
}

/** A Daylio mood name found in the file, how often, and the app's mood it maps to (null: not yet). */
export interface MoodNameMapping {
  name: string;
  count: number;
  score: number | null;
  /** One of Daylio's five default names, whose group is known. */
  known: boolean;
}

export interface ImportedRecords {
  entries: ImportedEntry[];
  moods: ImportedMood[];
  skipped: { reason: SkipReason; count: number }[];
  /** Daylio only: every mood name of the file. */
  moodNames: MoodNameMapping[];
}

/** A file that is not what it claims to be: its message is shown as is (a 400). */
export class ImportFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFormatError';
  }
}

/**
 * A parse that pauses after each record or row (a bare `yield`), so that a server can let other
 * requests run between slices of a large file; `finish` runs one to its end at once.
 */
export type ParseSteps<T = ImportedRecords> = Generator<void, T, void>;

export function finish<T>(steps: ParseSteps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
