import { expect, test } from 'vitest';
import { safeHref } from './safe-href';

test('http, https and mailto links are kept', () => {
  expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
  expect(safeHref('http://example.com')).toBe('http://example.com/');
  expect(safeHref('mailto:me@example.com')).toBe('mailto:me@example.com');
});

test('script and data links are refused, however they are spelled', () => {
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref(' JavaScript:alert(1)')).toBeNull();
  expect(safeHref('java\nscript:alert(1)')).toBeNull();
  expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
  expect(safeHref('vbscript:msgbox(1)')).toBeNull();
});

test('relative and malformed targets are refused', () => {
  expect(safeHref('/settings')).toBeNull();
  expect(safeHref('not a url')).toBeNull();
});
