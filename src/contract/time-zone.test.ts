import { expect, test } from 'vitest';
import { canonicalTimeZone } from './time-zone';

test('every upper/lower-case spelling of a zone has one canonical name', () => {
  for (const spelling of ['europe/berlin', 'EUROPE/BERLIN', 'Europe/bErLiN']) {
    expect(canonicalTimeZone(spelling)).toBe('Europe/Berlin');
  }
  expect(canonicalTimeZone('utc')).toBe('UTC');
  expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
});
