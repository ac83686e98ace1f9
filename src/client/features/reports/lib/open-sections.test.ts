import { describe, expect, test } from 'vitest';
import { memoryStorage } from '#client/lib/version/memory-storage';
import { OPEN_SECTIONS_STORAGE_KEY, rememberedOpenSections, rememberSection } from './open-sections';

describe('the report sections a person left open', () => {
  test('a first visit has every section closed', () => {
    expect(rememberedOpenSections(memoryStorage())).toEqual(new Set());
    expect(rememberedOpenSections(undefined)).toEqual(new Set());
  });

  test('opening and closing sections is remembered, each on its own', () => {
    const storage = memoryStorage();
    rememberSection(storage, 'over-time-section', true);
    rememberSection(storage, 'figures-section', true);
    expect(rememberedOpenSections(storage)).toEqual(new Set(['over-time-section', 'figures-section']));
    rememberSection(storage, 'figures-section', false);
    expect(rememberedOpenSections(storage)).toEqual(new Set(['over-time-section']));
  });

  test('closing the last open section leaves nothing stored', () => {
    const storage = memoryStorage();
    rememberSection(storage, 'year-section', true);
    rememberSection(storage, 'year-section', false);
    expect(storage.getItem(OPEN_SECTIONS_STORAGE_KEY)).toBeNull();
  });

  test('the key is a preference: kept by clearing caches, removed by a session reset', () => {
    expect(OPEN_SECTIONS_STORAGE_KEY.startsWith('preferences.')).toBe(true);
  });

  test.each([
    ['not JSON', '{open'],
    ['not a list', '{"over-time-section":true}'],
    ['too many ids', JSON.stringify(Array.from({ length: 21 }, (_, i) => `section-${'a'.repeat(i + 1)}`))],
  ])('what this app did not write (%s) opens nothing', (_, stored) => {
    expect(rememberedOpenSections(memoryStorage({ [OPEN_SECTIONS_STORAGE_KEY]: stored }))).toEqual(new Set());
  });

  test('ids that are not section ids are dropped', () => {
    const stored = JSON.stringify(['over-time-section', 42, '<img onerror>', 'A'.repeat(60)]);
    expect(rememberedOpenSections(memoryStorage({ [OPEN_SECTIONS_STORAGE_KEY]: stored }))).toEqual(
      new Set(['over-time-section']),
    );
  });

  test('a storage that refuses writes still lets the section open', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => rememberSection(storage, 'over-time-section', true)).not.toThrow();
    expect(() => rememberSection(undefined, 'over-time-section', true)).not.toThrow();
  });
});
