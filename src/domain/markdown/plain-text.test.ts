import { expect, test } from 'vitest';
import { markdownExcerpt, markdownPlainText } from './plain-text';

test('an excerpt drops Markdown syntax and collapses white space', () => {
  const markdown =
    '# A good day\n\nI **finally** read [the book](https://example.com) and\n- ran 5 km\n- slept';
  expect(markdownExcerpt(markdown)).toBe('A good day. I finally read the book and ran 5 km. slept.');
});

test('a heading never runs into the text after it, and punctuation that is there is kept', () => {
  expect(markdownPlainText('## Weekend\nWe took a *river trip*.')).toBe('Weekend. We took a river trip.');
  expect(markdownPlainText('## What went well?\nThe walk.')).toBe('What went well? The walk.');
  expect(markdownPlainText('A line\nthat wraps')).toBe('A line that wraps');
});

// The six inputs the old home-made grammars got wrong.
test('snake_case words and arithmetic keep their underscores and stars', () => {
  expect(markdownPlainText('snake_case_word and 2*3*4')).toBe('snake_case_word and 2*3*4');
  expect(markdownPlainText('2**3**4 and 2*x*4')).toBe('2**3**4 and 2*x*4');
});

test('a nested list keeps every item, each closed as a sentence', () => {
  expect(markdownPlainText('- fruit\n  - apples\n  - pears\n- bread')).toBe('fruit. apples. pears. bread.');
});

test('escaped asterisks are literal asterisks', () => {
  expect(markdownPlainText(String.raw`\*escapes\*`)).toBe('*escapes*');
});

test('a link whose address holds parentheses reads as its words, with nothing left over', () => {
  expect(markdownPlainText('see [wiki](https://en.wikipedia.org/wiki/Foo_(bar)) today')).toBe(
    'see wiki today',
  );
});

test('strikethrough reads as its words', () => {
  expect(markdownPlainText('~~strike~~ that')).toBe('strike that');
});

test('an image reads as its alt text, never as "!" and a link', () => {
  expect(markdownPlainText('look ![alt](https://x/y.png) here')).toBe('look alt here');
});

test('HTML someone wrote stays as the text they wrote', () => {
  expect(markdownPlainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  expect(markdownPlainText('a <b>bold</b> claim')).toBe('a <b>bold</b> claim');
});

test('quotes, code, tables and task lists read as their text', () => {
  expect(markdownPlainText('> a quote\n\n```\nconst x = 1;\n```')).toBe('a quote. const x = 1;');
  expect(markdownPlainText('| day | mood |\n|---|---|\n| Mon | calm |')).toBe('day. mood. Mon. calm.');
  expect(markdownPlainText('- [x] water plants\n- [ ] call mum')).toBe('water plants. call mum.');
});

test('entities and references are resolved the way CommonMark reads them', () => {
  expect(markdownPlainText('fish &amp; chips, [home][1]\n\n[1]: https://example.com')).toBe(
    'fish & chips, home',
  );
});

test('a character reference can never write the control characters search highlights are marked with', () => {
  expect(markdownPlainText('a &#2; b &#x3; c')).toBe('a \uFFFD b \uFFFD c');
});
