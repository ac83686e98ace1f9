import { expect, test } from 'vitest';
import { MOOD_LEVELS } from '#contract/constants';
import { isLowMood, moodWord } from './moods';

test('every mood level has its word, from the lowest score to the highest', () => {
  expect(MOOD_LEVELS.map(moodWord)).toEqual(['Awful', 'Bad', 'Okay', 'Good', 'Great']);
});

test('awful and bad are the low moods', () => {
  expect(MOOD_LEVELS.filter(isLowMood)).toEqual(['awful', 'bad']);
});
