import type { Definition, Nodes, PhrasingContent } from 'mdast';
import type { ReactNode } from 'react';
import { safeHref } from '../safe-href';

/** What rendering needs beyond a node: the link definitions a reference points at. */
export interface RenderContext {
  definitions: Map<string, Definition>;
}

/** A key among siblings: where the node starts in the source (nodes the grammar made have no place). */
export const keyOf = (node: Nodes, index: number) => String(node.position?.start.offset ?? `n${index}`);

const LINK_CLASS = 'text-accent-strong underline';

/** A link that opens in a new tab, or its words alone when the address is not http(s) or mailto. */
function SafeLink({ url, children }: { url: string; children: ReactNode }) {
  const href = safeHref(url);
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASS}>
      {children}
    </a>
  );
}

/**
 * An image is never loaded (the page's policy allows no other site's images, and a picture in a
 * private journal could tell its sender it was read): it shows as a link to it, named by its alt text.
 */
function ImageLink({ url, alt }: { url: string; alt: string }) {
  return (
    <SafeLink url={url}>
      <span className="text-muted-foreground">Image: </span>
      {alt || 'untitled'}
    </SafeLink>
  );
}

function renderPhrasing(node: PhrasingContent, index: number, context: RenderContext): ReactNode {
  const key = keyOf(node, index);
  const children = () => renderInline(node, context);
  switch (node.type) {
    case 'text':
    case 'html': // HTML someone wrote is shown as the text it is, never parsed
      return node.value;
    case 'emphasis':
      return <em key={key}>{children()}</em>;
    case 'strong':
      return <strong key={key}>{children()}</strong>;
    case 'delete':
      return <del key={key}>{children()}</del>;
    case 'inlineCode':
      return (
        <code key={key} className="rounded bg-foreground/[0.06] px-1 py-0.5 font-mono text-[0.9em]">
          {node.value}
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <SafeLink key={key} url={node.url}>
          {children()}
        </SafeLink>
      );
    case 'linkReference':
      return (
        <SafeLink key={key} url={context.definitions.get(node.identifier)?.url ?? ''}>
          {children()}
        </SafeLink>
      );
    case 'image':
      return <ImageLink key={key} url={node.url} alt={node.alt ?? ''} />;
    case 'imageReference':
      return (
        <ImageLink key={key} url={context.definitions.get(node.identifier)?.url ?? ''} alt={node.alt ?? ''} />
      );
    case 'footnoteReference':
      return <sup key={key}>[{node.label ?? node.identifier}]</sup>;
    default:
      return null;
  }
}

/** The inline children of a node as React nodes: text is always text. */
export function renderInline(node: Nodes, context: RenderContext): ReactNode[] {
  if (!('children' in node)) return [];
  return (node.children as PhrasingContent[]).map((child, index) => renderPhrasing(child, index, context));
}
