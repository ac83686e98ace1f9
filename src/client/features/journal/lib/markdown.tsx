import { lazy, Suspense } from 'react';

/** The renderer and its grammar load on their own, the first time an entry is shown rendered. */
const MarkdownView = lazy(() => import('./markdown-render/markdown-view'));

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
