import { expect, test } from 'vitest';
import { draftHeading, emptyEntryDraft, hasContent, parseQuestionId, titleToSave } from './entry-draft';

const written = { ...emptyEntryDraft(), body: 'A quiet day' };

test('a draft has content once it has a title or words, not only spaces', () => {
  expect(hasContent(emptyEntryDraft())).toBe(false);
  expect(hasContent({ ...emptyEntryDraft(), body: '  \n ' })).toBe(false);
  expect(hasContent(written)).toBe(true);
  expect(hasContent({ ...emptyEntryDraft(), title: 'Only a title' })).toBe(true);
});

test('the prompt becomes the title unless the user typed one', () => {
  expect(titleToSave({ ...written, prompt: 'What made you smile?' })).toBe('What made you smile?');
  expect(titleToSave({ ...written, title: 'Mine', prompt: 'What made you smile?' })).toBe('Mine');
  expect(titleToSave(written)).toBeNull();
  expect(draftHeading(written)).toBe('Untitled');
});

test('a question id is kept only with the question it belongs to', () => {
  expect(emptyEntryDraft('What made you smile?', 12).promptQuestionId).toBe(12);
  expect(emptyEntryDraft(null, 12).promptQuestionId).toBeNull();
});

test('only a positive whole number from the address is a question id', () => {
  expect(parseQuestionId('12')).toBe(12);
  expect(parseQuestionId(null)).toBeNull();
  expect(parseQuestionId('0')).toBeNull();
  expect(parseQuestionId('-3')).toBeNull();
  expect(parseQuestionId('1.5')).toBeNull();
  expect(parseQuestionId('99999999999')).toBeNull();
});
