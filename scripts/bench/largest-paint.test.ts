import { expect, test } from 'vitest';
import { describeLargestPaint, largestPaint } from './largest-paint.mjs';

const navigation = (id: string, ts: number, url = 'http://127.0.0.1:5000/daily-retro') => ({
  name: 'navigationStart',
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url, navigationId: id } },
});
const candidate = (id: string, ts: number, nodeName: string, size: number) => ({
  name: 'largestContentfulPaint::Candidate',
  ts,
  args: { data: { navigationId: id, isOutermostMainFrame: true, nodeName, size, type: 'text' } },
});

test("the largest paint is the navigation's last candidate, timed from its start", () => {
  const trace = {
    traceEvents: [
      navigation('blank', 0, ''),
      navigation('N1', 1_000_000),
      candidate('N1', 1_364_000, "H1 class='font-serif text-2xl'", 2574),
      candidate('N1', 2_605_400, "SPAN class='block font-serif text-foreground text-xl leading-snug'", 13950),
    ],
  };
  expect(largestPaint(trace)).toEqual({
    element: "SPAN class='block font-serif text-foreground text-xl leading-snug'",
    size: 13950,
    atMs: 1605,
  });
  expect(describeLargestPaint(largestPaint(trace))).toBe(
    'SPAN.block.font-serif.text-foreground… 13,950 px² at 1,605 ms',
  );
});

test("another navigation's candidates are not this page's", () => {
  const trace = [navigation('N1', 0), candidate('N0', 500, 'P', 100)];
  expect(largestPaint(trace)).toBeNull();
  expect(describeLargestPaint(null)).toBe('—');
});

test('a trace without a navigation has no largest paint', () => {
  expect(largestPaint({ traceEvents: [candidate('N1', 5, 'P', 1)] })).toBeNull();
  expect(largestPaint({})).toBeNull();
});

test('an element without classes is named by its tag', () => {
  const trace = [navigation('N1', 0), candidate('N1', 2000, 'H1', 2000)];
  expect(describeLargestPaint(largestPaint(trace))).toBe('H1 2,000 px² at 2 ms');
});
