/** What a retro holds, as far as its rules are concerned. */
export interface RetroContent {
  questionIds: readonly number[];
  /** Saved answer text by question id. */
  answers: ReadonlyMap<number, string>;
  /** Saved rating by life area. */
  ratings: ReadonlyMap<string, number>;
  completed: boolean;
}

export type RetroState = 'not_started' | 'in_progress' | 'completed';

export interface MissingItem {
  path: string;
  message: string;
}

/** An answer counts once it has text other than white space. */
export function isAnswered(text: string | undefined): boolean {
  return text !== undefined && text.trim().length > 0;
}

export function answeredCount(retro: RetroContent): number {
  return retro.questionIds.filter((id) => isAnswered(retro.answers.get(id))).length;
}

export function ratedCount(retro: RetroContent, areas: readonly string[]): number {
  return areas.filter((area) => retro.ratings.has(area)).length;
}

/** Completed once finished; in progress as soon as anything is written or rated; else not started. */
export function retroState(retro: RetroContent): RetroState {
  if (retro.completed) return 'completed';
  const touched = answeredCount(retro) > 0 || retro.ratings.size > 0;
  return touched ? 'in_progress' : 'not_started';
}

/**
 * What still stands between a retro and its completion: every question needs a non-blank answer
 * and every life area a rating. Paths name the fields the client shows them on.
 */
export function missingForCompletion(retro: RetroContent, areas: readonly string[]): MissingItem[] {
  const missing: MissingItem[] = [];
  for (const id of retro.questionIds) {
    if (!isAnswered(retro.answers.get(id))) {
      missing.push({ path: `answers.${id}`, message: 'Answer this question' });
    }
  }
  for (const area of areas) {
    if (!retro.ratings.has(area)) missing.push({ path: `ratings.${area}`, message: `Rate ${area}` });
  }
  return missing;
}
