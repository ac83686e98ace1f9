import { expect, test } from 'vitest';
import {
  clearDraft,
  type Draft,
  draftKey,
  emptyDraft,
  parseQuestionId,
  readDraft,
  syncAction,
  titleToSave,
  writeDraft,
} from './draft-store';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const written: Draft = { ...emptyDraft(), body: 'A quiet day', dirty: true };

test('a new entry draft is kept per user, an edit draft per entry', () => {
  expect(draftKey('u1', null)).toBe('journal-draft:u1:new');
  expect(draftKey('u1', 'e9')).toBe('journal-draft:u1:e9');
});

test('a draft written to the device reads back unchanged', () => {
  const store = memoryStore();
  writeDraft(store, 'k', written);
  expect(readDraft(store, 'k')).toEqual(written);
  clearDraft(store, 'k');
  expect(readDraft(store, 'k')).toBeNull();
});

test('a corrupt stored draft reads as none', () => {
  const store = memoryStore();
  store.setItem('k', '{not json');
  expect(readDraft(store, 'k')).toBeNull();
});

test('an unsaved draft with text is created on the server first', () => {
  expect(syncAction(written)).toBe('create');
});

test('an empty draft is never sent', () => {
  expect(syncAction({ ...emptyDraft(), dirty: true })).toBe('none');
});

test('after the first save, changes are updates', () => {
  expect(syncAction({ ...written, entryId: 'e1' })).toBe('update');
});

test('a draft the server already has needs nothing', () => {
  expect(syncAction({ ...written, entryId: 'e1', dirty: false })).toBe('none');
});

test('the prompt becomes the title unless the user typed one', () => {
  expect(titleToSave({ ...written, prompt: 'What made you smile?' })).toBe('What made you smile?');
  expect(titleToSave({ ...written, title: 'Mine', prompt: 'What made you smile?' })).toBe('Mine');
  expect(titleToSave(written)).toBeNull();
});

test('a draft from the question library keeps the question id across a reload', () => {
  const store = memoryStore();
  const draft = { ...emptyDraft('What made you smile?', 12), body: 'The dog', dirty: true };
  writeDraft(store, 'k', draft);
  expect(readDraft(store, 'k')).toEqual(draft);
});

test('only a positive whole number from the address is a question id', () => {
  expect(parseQuestionId('12')).toBe(12);
  expect(parseQuestionId(null)).toBeNull();
  expect(parseQuestionId('0')).toBeNull();
  expect(parseQuestionId('-3')).toBeNull();
  expect(parseQuestionId('1.5')).toBeNull();
  expect(parseQuestionId('99999999999')).toBeNull();
});
