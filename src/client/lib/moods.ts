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

/**
 * A mood's colour, the same wherever a mood is drawn (the check-in, the year in pixels, charts), in
 * both themes: five distinct hues from red to blue (a diverging scale that stays apart for the common
 * kinds of colour blindness, and in lightness too), always beside a face or a word, never alone.
 * `ink` is the text or face colour drawn on the fill, at least 4.5:1 against it (WCAG AA).
 * Decision record 048.
 */
export const MOOD_COLORS: Readonly<Record<MoodLevel, { fill: string; ink: string }>> = {
  awful: { fill: '#c8423a', ink: '#ffffff' },
  bad: { fill: '#f08c4a', ink: '#1c1917' },
  okay: { fill: '#f2cf5b', ink: '#1c1917' },
  good: { fill: '#7cc0d8', ink: '#1c1917' },
  great: { fill: '#3a6fb0', ink: '#ffffff' },
};
