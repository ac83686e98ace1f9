import { RETRO_COMPLETION_MESSAGE, RETRO_RATINGS_MISSING_MESSAGE } from '#contract/constants';
import type { AreaRating } from '#contract/retro';

/** What is still missing before a retro can be completed, in the server's `errors` path format. */
export function missingFields(
  questions: ReadonlyArray<{ id: number }>,
  answers: ReadonlyMap<number, string>,
  ratings: ReadonlyArray<Pick<AreaRating, 'area' | 'rating'>>,
): string[] {
  const missing: string[] = [];
  for (const question of questions) {
    if ((answers.get(question.id) ?? '').trim() === '') missing.push(`answers.${question.id}`);
  }
  for (const { area, rating } of ratings) {
    if (rating === null) missing.push(`ratings.${area}`);
  }
  return missing;
}

/** The server's `errors` of a refused completion, as field paths (`answers.12`, `ratings.Health`). */
export function missingFromErrors(errors: ReadonlyArray<{ path: string; message?: string }>): string[] {
  return errors.map((error) => error.path).filter((path) => /^(answers|ratings)\./.test(path));
}

/**
 * What to tell the user about the missing fields: the spec's sentence while an answer is missing,
 * a sentence about the ratings when only those are left, nothing once nothing is missing.
 */
export function missingMessage(missing: ReadonlyArray<string>): string | null {
  if (missing.length === 0) return null;
  return missing.some((path) => path.startsWith('answers.'))
    ? RETRO_COMPLETION_MESSAGE
    : RETRO_RATINGS_MISSING_MESSAGE;
}
