// The one mood vocabulary: the five levels are the contract's (MOOD_LEVELS, stored as scores 1–5), and
// every screen names them with the words derived here.
import { MOOD_LEVELS, type MoodLevel } from '#contract/constants';

/** A mood level as the app writes it: 'awful' → 'Awful'. */
export function moodWord(mood: MoodLevel): string {
  return `${mood.charAt(0).toUpperCase()}${mood.slice(1)}`;
}

/** The two lowest levels: shown in the warning tone, so a hard day is noticed. */
export function isLowMood(mood: MoodLevel): boolean {
  return MOOD_LEVELS.indexOf(mood) < 2;
}
