import type { ReactNode } from 'react';
import type { HighlightedText } from '#contract/journal';

// Underlined as well as tinted: the tint alone is faint in the dark theme.
const MARK_CLASS =
  'rounded-sm bg-accent/20 px-0.5 font-medium text-foreground underline decoration-2 decoration-accent underline-offset-4';

/**
 * Search highlight parts as React nodes: matches in <mark>, everything as text (never as HTML). The
 * server cuts snippets from an entry's plain text (its Markdown read by the journal's grammar).
 */
export function renderHighlighted(parts: HighlightedText): ReactNode[] {
  return parts.map((part, index) =>
    part.highlight ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
      <mark key={index} className={MARK_CLASS}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The plain text of highlight parts, for a label or a title attribute. */
export function plainText(parts: HighlightedText): string {
  return parts.map((part) => part.text).join('');
}
