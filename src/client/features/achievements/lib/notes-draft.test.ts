import { expect, test } from 'vitest';
import { notesDraftKey, readNotesDraft, writeNotesDraft } from './notes-draft';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

test('notes written for a challenge are read back for that challenge only', () => {
  const storage = memoryStorage();
  writeNotesDraft(storage, 'uc-1', 'Walked every evening');
  expect(readNotesDraft(storage, 'uc-1')).toBe('Walked every evening');
  expect(readNotesDraft(storage, 'uc-2')).toBe('');
});

test('emptying the notes removes the draft', () => {
  const storage = memoryStorage();
  writeNotesDraft(storage, 'uc-1', 'x');
  writeNotesDraft(storage, 'uc-1', '');
  expect(storage.values.has(notesDraftKey('uc-1'))).toBe(false);
});

test('without storage the draft is simply empty', () => {
  expect(readNotesDraft(undefined, 'uc-1')).toBe('');
  expect(() => writeNotesDraft(undefined, 'uc-1', 'x')).not.toThrow();
});
