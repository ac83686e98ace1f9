import { Suspense } from 'react';
import { lazyOptional } from '#client/lib/lazy-optional';

/** The entry's words as written, when the renderer cannot be fetched (offline before it was kept). */
function PlainText({ source }: { source: string }) {
  return <p className="whitespace-pre-wrap">{source}</p>;
}

/** The renderer and its grammar load on their own, the first time an entry is shown rendered. */
const MarkdownView = lazyOptional(
  () => import('./markdown-render/markdown-view').then((m) => m.default),
  PlainText,
);

/**
 * Markdown rendered as React elements (never as HTML): text is always text, raw HTML shows as the
 * text it is, links pass safeHref and images show as links (markdown-render/).
 */
export function Markdown({ source }: { source: string }) {
  return (
    <Suspense fallback={<div className="min-h-24" aria-busy="true" />}>
      <MarkdownView source={source} />
    </Suspense>
  );
}
