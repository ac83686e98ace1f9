import { expect, test } from 'vitest';
import { firstLine, plainExcerpt, plainText, splitHighlights, truncate } from './text';

test('truncate keeps short text and cuts long text at a word', () => {
  expect(truncate('short', 10)).toBe('short');
  expect(truncate('a walk by the river after work', 20)).toBe('a walk by the river…');
  expect(truncate('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
});

test('firstLine skips empty lines and trims', () => {
  expect(firstLine('\n\n  Called my sister.  \nWe talked for an hour.')).toBe('Called my sister.');
  expect(firstLine('')).toBe('');
});

test('plainExcerpt drops Markdown syntax and collapses white space', () => {
  const markdown =
    '# A good day\n\nI **finally** read [the book](https://example.com) and\n- ran 5 km\n- slept';
  expect(plainExcerpt(markdown)).toBe('A good day. I finally read the book and ran 5 km. slept.');
});

test('plainText never runs a heading into the text after it, and keeps punctuation that is there', () => {
  expect(plainText('## Weekend\nWe took a *river trip*.')).toBe('Weekend. We took a river trip.');
  expect(plainText('## What went well?\nThe walk.')).toBe('What went well? The walk.');
  expect(plainText('A line\nthat wraps')).toBe('A line that wraps');
});

test('plainText keeps highlight markers and cleans a fragment cut through a link', () => {
  const START = '\u0002';
  const STOP = '\u0003';
  expect(
    plainText(`read my [${START}notes${STOP}](https://example.com/notes) and *${START}river${STOP} trip*`),
  ).toBe(`read my ${START}notes${STOP} and ${START}river${STOP} trip`);
  expect(plainText('le.com/a) and then the [long walk')).toBe('le.com/a) and then the long walk');
  expect(plainText('example.com/a) and then ## not a heading')).toBe(
    'example.com/a) and then ## not a heading',
  );
  expect(plainText('the [walk](https://exam')).toBe('the walk');
  expect(plainText('ple.com/x) after')).toBe('ple.com/x) after');
  expect(plainText('w](https://example.com/x) after')).toBe('w after');
  expect(plainText(`## ${START}River${STOP}\nCold.`)).toBe(`${START}River${STOP}. Cold.`);
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
