import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Markdown } from './markdown';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

test('a script tag in the body is shown as text', () => {
  const out = html('<script>window.__pwned=1</script>');
  expect(out).not.toContain('<script');
  expect(out).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
});

test('a javascript: link renders as plain text, not a link', () => {
  const out = html('[x](javascript:alert(1))');
  expect(out).not.toContain('href');
  expect(out).not.toContain('<a');
});

test('a web link opens safely in a new tab', () => {
  expect(html('see [site](https://example.com)')).toContain(
    '<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow"',
  );
});

test('headings, lists, emphasis and code are rendered', () => {
  const out = html('# Day\n\n- **one**\n- *two*\n\n`code`');
  expect(out).toMatch(/<h2[^>]*>Day<\/h2>/);
  expect(out).toMatch(/<ul[^>]*><li><strong>one<\/strong><\/li><li><em>two<\/em><\/li><\/ul>/);
  expect(out).toMatch(/<code[^>]*>code<\/code>/);
});
