import { expect, test } from 'vitest';
import { categoryLabel, interleaveByCategory, reflectHref } from './questions';

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

test('browsing everything takes one question of each category in turn, keeping each order', () => {
  const items = [
    { id: 1, category: 'Regular' as const },
    { id: 2, category: 'Regular' as const },
    { id: 3, category: 'Regular' as const },
    { id: 4, category: 'Health' as const },
    { id: 5, category: 'Spiritual' as const },
    { id: 6, category: 'Spiritual' as const },
  ];
  expect(interleaveByCategory(items).map((item) => item.id)).toEqual([1, 4, 5, 2, 6, 3]);
  expect(interleaveByCategory([])).toEqual([]);
});
