import { expect, test } from 'vitest';
import { addTags, removeLastTag } from './tags';

test('a typed tag is trimmed and lower-cased', () => {
  expect(addTags([], '  Gratitude ')).toEqual(['gratitude']);
});

test('commas add several tags at once and a repeated tag is kept once', () => {
  expect(addTags(['work'], 'Work, family,#Health,,')).toEqual(['work', 'family', 'health']);
});

test('blank input adds nothing', () => {
  expect(addTags(['a'], ' , ')).toEqual(['a']);
});

test('backspace removes the last tag', () => {
  expect(removeLastTag(['a', 'b'])).toEqual(['a']);
  expect(removeLastTag([])).toEqual([]);
});
