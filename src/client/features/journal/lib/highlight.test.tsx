import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { plainText, renderHighlighted } from './highlight';

test('matched parts are marked and the rest is plain text', () => {
  const html = renderToStaticMarkup(
    <p>
      {renderHighlighted([
        { text: 'a walk by the ', highlight: false },
        { text: 'river', highlight: true },
      ])}
    </p>,
  );
  expect(html).toMatch(/^<p>a walk by the <mark[^>]*>river<\/mark><\/p>$/);
});

test('markup inside a part is escaped, never parsed', () => {
  const html = renderToStaticMarkup(
    <p>{renderHighlighted([{ text: '<img src=x onerror=alert(1)>', highlight: true }])}</p>,
  );
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toContain('<img');
});

test('the plain text joins every part', () => {
  expect(
    plainText([
      { text: 'a ', highlight: false },
      { text: 'b', highlight: true },
    ]),
  ).toBe('a b');
});
