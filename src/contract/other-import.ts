import { z } from 'zod';
import {
  IMPORT_MOOD_NAME_MAX_LENGTH,
  IMPORT_MOOD_NAMES_MAX,
  MOOD_LEVELS,
  OTHER_IMPORT_APPS,
} from './constants';
import { LocalDate } from './local-day';
import { optionalQuery } from './query';
import { text } from './text';

/** POST /api/import/:app — which app's export the body is (docs/import-formats.md). */
export const OtherImportParams = z.object({ app: z.enum(OTHER_IMPORT_APPS) });

const MoodScore = z.number().int().min(1).max(MOOD_LEVELS.length);
/** How the person matched Daylio's mood names to the five moods: `{"ecstatic": 5, "so-so": 3}`. */
const MoodMap = z
  .record(
    text({ max: IMPORT_MOOD_NAME_MAX_LENGTH, tooLong: 'A mood name is at most 64 characters' }),
    MoodScore,
  )
  .refine(
    (map) => Object.keys(map).length <= IMPORT_MOOD_NAMES_MAX,
    `Match at most ${IMPORT_MOOD_NAMES_MAX} mood names`,
  );

const MOOD_MAP_MAX_LENGTH = IMPORT_MOOD_NAMES_MAX * (IMPORT_MOOD_NAME_MAX_LENGTH + 8);

export const OtherImportQuery = z.object({
  /** `true`: read the file and say what an import would do; nothing is written. */
  preview: optionalQuery(z.enum(['true', 'false'])).transform((value) => value === 'true'),
  /** The file's name, when it is one note rather than a zip (its name holds the date). */
  name: optionalQuery(text({ max: 255, tooLong: 'A file name is at most 255 characters' })),
  /** Daylio: the mood mapping, as JSON. */
  moods: optionalQuery(
    text({ max: MOOD_MAP_MAX_LENGTH, tooLong: 'The mood mapping is too long' }).transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Send the mood mapping as JSON' });
        return z.NEVER;
      }
    }),
  ).pipe(MoodMap.optional()),
});
export type OtherImportQuery = z.infer<typeof OtherImportQuery>;

const Count = z.number().int().min(0);

/**
 * What an import from another app found and did. In a preview, `added` is what the import would
 * add (the file's records less those this account already has); nothing is written.
 */
export const OtherImportReport = z.object({
  app: z.enum(OTHER_IMPORT_APPS),
  preview: z.boolean(),
  /** The first and last day of what the file holds (null: it holds nothing to import). */
  firstDate: LocalDate.nullable(),
  lastDate: LocalDate.nullable(),
  entries: z.object({ found: Count, added: Count }),
  moods: z.object({ found: Count, added: Count }),
  /** What is left out and why, largest reasons first as listed in docs/import-formats.md. */
  skipped: z.array(z.object({ reason: z.string(), message: z.string(), count: Count })),
  /** Daylio: each mood name in the file, how often, and the mood it becomes (null: not matched yet). */
  moodNames: z.array(
    z.object({ name: z.string(), count: Count, score: MoodScore.nullable(), known: z.boolean() }),
  ),
});
export type OtherImportReport = z.infer<typeof OtherImportReport>;
