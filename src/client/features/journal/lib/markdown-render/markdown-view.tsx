import type { Definition } from 'mdast';
import { useMemo } from 'react';
import { parseMarkdown } from '#domain/markdown/parse';
import { renderBlocks } from './render-blocks';

/**
 * An entry's Markdown as React elements, by the journal's one grammar (src/domain/markdown, the
 * server's too). Loaded on its own, when an entry is first shown rendered (../markdown.tsx).
 */
export default function MarkdownView({ source }: { source: string }) {
  const blocks = useMemo(() => {
    const tree = parseMarkdown(source);
    const definitions = new Map<string, Definition>();
    for (const node of tree.children) if (node.type === 'definition') definitions.set(node.identifier, node);
    return renderBlocks(tree.children, { definitions });
  }, [source]);
  return <div className="grid gap-4 text-foreground leading-relaxed">{blocks}</div>;
}
