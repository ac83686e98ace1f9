import { expect, test } from 'vitest';
import { categoryLabel, reflectHref } from './questions';

test('reflecting on a question opens the journal with the question as its prompt', () => {
  expect(reflectHref('What went well & why?')).toBe('/journal?prompt=What%20went%20well%20%26%20why%3F');
});

test('the regular category is labelled as the daily one', () => {
  expect(categoryLabel('Regular')).toBe('Regular (daily)');
  expect(categoryLabel('Health')).toBe('Health');
});
