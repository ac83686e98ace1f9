import { expect, test } from 'vitest';
import { MOOD_LEVELS } from '#contract/constants';
import { isLowMood, MOOD_COLORS, moodWord } from './moods';

test('every mood level has its word, from the lowest score to the highest', () => {
  expect(MOOD_LEVELS.map(moodWord)).toEqual(['Awful', 'Bad', 'Okay', 'Good', 'Great']);
});

test('awful and bad are the low moods', () => {
  expect(MOOD_LEVELS.filter(isLowMood)).toEqual(['awful', 'bad']);
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test('each mood has its own colour, with text on it at AA contrast', () => {
  const fills = MOOD_LEVELS.map((mood) => MOOD_COLORS[mood].fill);
  expect(new Set(fills).size).toBe(MOOD_LEVELS.length);
  for (const mood of MOOD_LEVELS) {
    const { fill, ink } = MOOD_COLORS[mood];
    expect(contrast(fill, ink), mood).toBeGreaterThanOrEqual(4.5);
  }
});

test('neighbouring moods differ in lightness too, not in hue alone', () => {
  // Awful → okay rises in lightness, okay → great falls: each step is told apart without hue.
  const lightness = MOOD_LEVELS.map((mood) => luminance(MOOD_COLORS[mood].fill));
  for (let i = 1; i < lightness.length; i++) {
    expect(Math.abs((lightness[i] ?? 0) - (lightness[i - 1] ?? 0)), MOOD_LEVELS[i]).toBeGreaterThan(0.15);
  }
});
