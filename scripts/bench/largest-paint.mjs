// What a page's largest contentful paint was, read from the page-load trace Lighthouse recorded:
// the element Chromium last named a candidate, and when (observed, on this machine, unthrottled).
// Lighthouse's own "largest contentful paint element" audit can fail with some Chromium versions
// (its trace-elements gatherer), and the score alone does not say whether the page's largest paint
// was its shell (in the HTML) or something the scripts drew after reading the person's data.

/**
 * The last LCP candidate of the trace's main-frame navigation: the element's tag and classes as
 * Chromium names them, its size in px², and its time after navigation in ms; null without one.
 * @param {{ traceEvents?: object[] } | object[]} trace
 */
export function largestPaint(trace) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return null;
  const navigationId = navigation.args.data.navigationId;
  const candidates = events.filter(
    (event) =>
      event.name === 'largestContentfulPaint::Candidate' &&
      event.args?.data?.isOutermostMainFrame !== false &&
      (navigationId === undefined || event.args?.data?.navigationId === navigationId),
  );
  const last = candidates.at(-1);
  if (!last) return null;
  return {
    element: last.args.data.nodeName ?? last.args.data.type ?? 'unknown',
    size: last.args.data.size,
    atMs: Math.round((last.ts - navigation.ts) / 1000),
  };
}

/** `SPAN.block.font-serif… 13,950 px² at 1,605 ms`: short enough for a table cell. */
export function describeLargestPaint(paint) {
  if (!paint) return '—';
  const [tag, classes = ''] = paint.element.replace(/'$/, '').split(" class='");
  const firstClasses = classes.split(/\s+/).filter(Boolean).slice(0, 3);
  const name = [tag, ...firstClasses].join('.') + (classes.split(/\s+/).length > 3 ? '…' : '');
  return `${name} ${paint.size.toLocaleString('en')} px² at ${paint.atMs.toLocaleString('en')} ms`;
}
