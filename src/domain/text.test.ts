import { expect, test } from 'vitest';
import { firstLine, splitHighlights, truncate } from './text';

test('truncate keeps short text and cuts long text at a word', () => {
  expect(truncate('short', 10)).toBe('short');
  expect(truncate('a walk by the river after work', 20)).toBe('a walk by the river…');
  expect(truncate('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
});

test('firstLine skips empty lines and trims', () => {
  expect(firstLine('\n\n  Called my sister.  \nWe talked for an hour.')).toBe('Called my sister.');
  expect(firstLine('')).toBe('');
});

test('splitHighlights turns markers into parts and never loses text', () => {
  const parts = splitHighlights('I \u0002walked\u0003 to the \u0002river\u0003 today', '\u0002', '\u0003');
  expect(parts).toEqual([
    { text: 'I ', highlight: false },
    { text: 'walked', highlight: true },
    { text: ' to the ', highlight: false },
    { text: 'river', highlight: true },
    { text: ' today', highlight: false },
  ]);
  expect(splitHighlights('no match', '\u0002', '\u0003')).toEqual([{ text: 'no match', highlight: false }]);
  expect(splitHighlights('<b>\u0002x\u0003</b>', '\u0002', '\u0003')).toEqual([
    { text: '<b>', highlight: false },
    { text: 'x', highlight: true },
    { text: '</b>', highlight: false },
  ]);
});
