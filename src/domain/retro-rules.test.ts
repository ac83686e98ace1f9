import { expect, test } from 'vitest';
import { answeredCount, missingForCompletion, ratedCount, retroState } from './retro-rules';

const areas = ['Spiritual', 'Relationships', 'Health', 'Productivity'];
const allRated = new Map(areas.map((area) => [area, 3]));

test('a retro with nothing saved is not started', () => {
  const retro = { questionIds: [1, 2], answers: new Map(), ratings: new Map(), completed: false };
  expect(retroState(retro)).toBe('not_started');
});

test('blank answers do not start a retro, a rating does', () => {
  const blank = {
    questionIds: [1, 2],
    answers: new Map([[1, '   \n']]),
    ratings: new Map(),
    completed: false,
  };
  expect(retroState(blank)).toBe('not_started');
  expect(retroState({ ...blank, ratings: new Map([['Health', 4]]) })).toBe('in_progress');
  expect(retroState({ ...blank, answers: new Map([[1, 'Walked to work']]) })).toBe('in_progress');
});

test('completion needs every question answered with real text and every area rated', () => {
  const retro = {
    questionIds: [1, 2, 3],
    answers: new Map([
      [1, 'Finished the draft'],
      [2, '  '],
    ]),
    ratings: new Map([['Health', 4]]),
    completed: false,
  };
  expect(missingForCompletion(retro, areas)).toEqual([
    { path: 'answers.2', message: 'Answer this question' },
    { path: 'answers.3', message: 'Answer this question' },
    { path: 'ratings.Spiritual', message: 'Rate Spiritual' },
    { path: 'ratings.Relationships', message: 'Rate Relationships' },
    { path: 'ratings.Productivity', message: 'Rate Productivity' },
  ]);
  expect(answeredCount(retro)).toBe(1);
  expect(ratedCount(retro, areas)).toBe(1);
});

test('a full retro has nothing missing', () => {
  const retro = {
    questionIds: [1, 2],
    answers: new Map([
      [1, 'a'],
      [2, 'b'],
    ]),
    ratings: allRated,
    completed: false,
  };
  expect(missingForCompletion(retro, areas)).toEqual([]);
  expect(retroState({ ...retro, completed: true })).toBe('completed');
});
