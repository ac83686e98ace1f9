import { expect, test } from 'vitest';
import { categoryLabel, reflectHref } from './questions';

test('reflecting on a question opens the journal with the question as its prompt, and its id', () => {
  const href = reflectHref({ id: 42, text: 'What went well & why?' });
  expect(href).toBe('/journal?prompt=What+went+well+%26+why%3F&question=42');
  const params = new URL(href, 'http://x').searchParams;
  expect(params.get('prompt')).toBe('What went well & why?');
  expect(params.get('question')).toBe('42');
});

test('the regular category is labelled as the daily one', () => {
  expect(categoryLabel('Regular')).toBe('Regular (daily)');
  expect(categoryLabel('Health')).toBe('Health');
});
