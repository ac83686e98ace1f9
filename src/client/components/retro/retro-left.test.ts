import { expect, test } from 'vitest';
import { retroLeftText } from './retro-left';

const progress = (answeredCount: number, ratedCount: number) => ({
  date: '2026-03-09',
  status: 'in_progress' as const,
  answeredCount,
  questionCount: 3,
  ratedCount,
  areaCount: 4,
});

test('says what is left of a retro, answers first', () => {
  expect(retroLeftText(progress(1, 4))).toBe('2 of 3 answers left');
  expect(retroLeftText(progress(1, 0))).toBe('2 of 3 answers and 4 ratings left');
  expect(retroLeftText(progress(2, 3))).toBe('1 of 3 answers and 1 rating left');
  expect(retroLeftText(progress(3, 3))).toBe('1 of 4 ratings left');
  expect(retroLeftText(progress(3, 4))).toBe('Everything is answered: only completing it is left');
  expect(retroLeftText(progress(0, 0))).toBe('3 of 3 answers and 4 ratings left');
});
