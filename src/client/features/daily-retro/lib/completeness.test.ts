import { describe, expect, test } from 'vitest';
import { missingFields, missingFromErrors, missingMessage } from './completeness';

const QUESTIONS = [{ id: 1 }, { id: 2 }];
const RATED = [
  { area: 'Spiritual', rating: 3 },
  { area: 'Relationships', rating: 4 },
  { area: 'Health', rating: 5 },
  { area: 'Productivity', rating: 1 },
] as const;

describe('completeness check', () => {
  test('a retro with every answer and rating is complete', () => {
    expect(
      missingFields(
        QUESTIONS,
        new Map([
          [1, 'a'],
          [2, 'b'],
        ]),
        [...RATED],
      ),
    ).toEqual([]);
  });

  test('blank answers and missing ratings are listed in the server path format', () => {
    const ratings = [...RATED.slice(0, 3), { area: 'Productivity' as const, rating: null }];
    expect(missingFields(QUESTIONS, new Map([[1, '   \n']]), ratings)).toEqual([
      'answers.1',
      'answers.2',
      'ratings.Productivity',
    ]);
  });

  test("the server's errors become the same paths", () => {
    expect(
      missingFromErrors([
        { path: 'answers.2', message: 'x' },
        { path: 'ratings.Health', message: 'y' },
        { path: 'other', message: 'z' },
      ]),
    ).toEqual(['answers.2', 'ratings.Health']);
  });
});

describe('what the user is told is missing', () => {
  test('an unanswered question gets the spec sentence, even with ratings missing too', () => {
    expect(missingMessage(['answers.2', 'ratings.Health'])).toBe(
      'You must answer all questions to complete your retro.',
    );
  });

  test('with every question answered, only the ratings are asked for', () => {
    expect(missingMessage(['ratings.Health', 'ratings.Spiritual'])).toBe('Rate each area of life to finish.');
  });

  test('nothing missing, nothing said', () => {
    expect(missingMessage([])).toBeNull();
  });
});
