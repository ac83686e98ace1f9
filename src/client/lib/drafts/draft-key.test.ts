import { expect, test } from 'vitest';
import { memoryStorage } from '../version/memory-storage';
import { DRAFT_KEY_PREFIX, holdsDrafts, LEGACY_DRAFT_PREFIXES } from './draft-key';

test('a device with no drafts of the user holds none, whatever else it stores', () => {
  const storage = memoryStorage();
  storage.setItem('theme', 'dark');
  storage.setItem(`${DRAFT_KEY_PREFIX}someone-else:journal:1`, '{}');
  storage.setItem(`${DRAFT_KEY_PREFIX}server-ids:u-1`, '{}');
  expect(holdsDrafts(storage, 'u-1')).toBe(false);
  expect(holdsDrafts(undefined, 'u-1')).toBe(false);
});

test("a draft of the user's in the current format counts", () => {
  const storage = memoryStorage();
  storage.setItem(`${DRAFT_KEY_PREFIX}u-1:retro:2026-11-24:answer:3`, '{}');
  expect(holdsDrafts(storage, 'u-1')).toBe(true);
});

test('drafts in the formats of earlier versions count, so they are carried over and sent', () => {
  for (const key of [
    `${LEGACY_DRAFT_PREFIXES.retro}u-1:2026-11-24:answer:3`,
    `${LEGACY_DRAFT_PREFIXES.journal}u-1:new`,
    `${LEGACY_DRAFT_PREFIXES.challengeNotes}7`,
  ]) {
    const storage = memoryStorage();
    storage.setItem(key, 'text');
    expect(holdsDrafts(storage, 'u-1'), key).toBe(true);
  }
});
