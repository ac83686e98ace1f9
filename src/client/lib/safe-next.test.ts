import { describe, expect, test } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next';

describe('safeNextPath', () => {
  test.each([
    ['/journal', '/journal'],
    ['/journal?entry=4#top', '/journal?entry=4#top'],
    [null, '/'],
    ['', '/'],
    ['journal', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/auth', '/'],
    ['/auth?next=/x', '/'],
  ])('%s goes to %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});

describe('signInPathFor', () => {
  test('home needs no next parameter', () => {
    expect(signInPathFor('/', '')).toBe('/auth');
  });

  test('other paths are remembered with their query', () => {
    expect(signInPathFor('/journal', 'entry=4')).toBe('/auth?next=%2Fjournal%3Fentry%3D4');
  });
});
