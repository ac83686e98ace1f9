import { prerenderToNodeStream } from 'react-dom/static';
import { expect, test } from 'vitest';
import { Markdown } from './markdown';

/**
 * The HTML React makes of an entry as the page shows it: the lazily loaded renderer included, waited
 * for as the page waits for it.
 */
async function html(source: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<Markdown source={source} />);
  let out = '';
  for await (const chunk of prelude) out += chunk;
  return out;
}

/** The text a reader sees: the HTML without its tags (React escapes what it writes). */
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

// The six inputs the old home-made grammar got wrong.
test('snake_case words and arithmetic are shown as written, without italics', async () => {
  const out = await html('snake_case_word and 2*3*4');
  expect(out).not.toContain('<em');
  expect(textOf(out)).toBe('snake_case_word and 2*3*4');
});

test('a nested list stays nested', async () => {
  const out = await html('- fruit\n  - apples\n  - pears\n- bread');
  expect(out).toMatch(
    /<ul[^>]*><li><span>fruit<\/span><ul[^>]*><li><span>apples<\/span><\/li><li><span>pears<\/span><\/li><\/ul><\/li><li><span>bread<\/span><\/li><\/ul>/,
  );
});

test('escaped asterisks show as asterisks', async () => {
  const out = await html(String.raw`\*escapes\*`);
  expect(out).not.toContain('<em');
  expect(textOf(out)).toBe('*escapes*');
});

test('a link whose address holds parentheses keeps the whole address', async () => {
  const out = await html('[wiki](https://en.wikipedia.org/wiki/Foo_(bar))');
  expect(out).toContain('href="https://en.wikipedia.org/wiki/Foo_(bar)"');
  expect(textOf(out)).toBe('wiki');
});

test('strikethrough is struck through', async () => {
  expect(await html('~~strike~~')).toMatch(/<p><del>strike<\/del><\/p>/);
});

test('an image is a link named by its alt text, never loaded and never "!" and a link', async () => {
  const out = await html('![alt](https://x/y.png)');
  expect(out).not.toContain('<img');
  expect(out).toContain('href="https://x/y.png"');
  expect(textOf(out)).toBe('Image: alt');
});

// What someone wrote never runs.
test('a script tag in the body is shown as text', async () => {
  const out = await html('<script>window.__pwned=1</script>');
  expect(out).not.toContain('<script');
  expect(out).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
});

test('inline HTML is shown as text, never as an element', async () => {
  const out = await html('a <img src=x onerror=alert(1)> and <b>bold</b>');
  expect(out).not.toMatch(/<img|<b>/);
  expect(textOf(out)).toBe('a &lt;img src=x onerror=alert(1)&gt; and &lt;b&gt;bold&lt;/b&gt;');
});

test('javascript: and data: links, however written, render as plain text, not links', async () => {
  for (const source of [
    '[x](javascript:alert(1))',
    '<javascript:alert(1)>',
    '[x][evil]\n\n[evil]: javascript:alert(1)',
    '[x](data:text/html,<script>alert(1)</script>)',
    '![x](javascript:alert(1))',
  ]) {
    const out = await html(source);
    expect(out, source).not.toContain('href');
    expect(out, source).not.toContain('<a');
  }
});

test('a web link opens safely in a new tab', async () => {
  expect(await html('see [site](https://example.com)')).toContain(
    '<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow"',
  );
});

test('headings, emphasis, code, quotes, tables and tasks are rendered', async () => {
  const out = await html(
    '# Day\n\n**one** *two* `code`\n\n> quoted\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] open',
  );
  expect(out).toMatch(/<h2[^>]*>Day<\/h2>/);
  expect(out).toMatch(/<p><strong>one<\/strong> <em>two<\/em> <code[^>]*>code<\/code><\/p>/);
  expect(out).toMatch(/<blockquote[^>]*><p>quoted<\/p><\/blockquote>/);
  expect(out).toMatch(/<th[^>]*>a<\/th>.*<td style="text-align:right"[^>]*>2<\/td>/);
  expect(textOf(out)).toContain('☑Done: done');
  expect(textOf(out)).toContain('☐To do: open');
});
