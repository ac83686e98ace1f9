import type { Nodes, RootContent } from 'mdast';
import { truncate } from '../text';
import { parseMarkdown } from './parse';

/** A heading, list item, quote line or table cell ending in one of these needs no full stop added. */
const ENDS_A_SENTENCE = /[.!?:;,…]$/;

/** The words of inline content: emphasis and code marks gone, links as their words, images as their alt text. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value;
    case 'break':
      return ' ';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? node.children.map(inlineText).join('') : '';
  }
}

/**
 * Collects the text of each block as a sentence. A heading, list item, quote or table cell that ends
 * without punctuation is closed with a full stop, so it never runs into the text after it.
 */
function collectBlocks(node: RootContent, closing: boolean, sentences: string[]): void {
  const text = blockText(node);
  if (text === undefined) {
    if (!('children' in node)) return;
    const close = closing || node.type === 'listItem' || node.type === 'blockquote';
    for (const child of node.children) collectBlocks(child as RootContent, close, sentences);
    return;
  }
  const words = text.replace(/\s+/g, ' ').trim();
  if (!words) return;
  const close = closing || node.type === 'heading' || node.type === 'tableCell';
  const literal = node.type === 'code' || node.type === 'html';
  sentences.push(close && !literal && !ENDS_A_SENTENCE.test(words) ? `${words}.` : words);
}

/** The text of a block that holds text itself; undefined for one that holds other blocks. */
function blockText(node: RootContent): string | undefined {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      return inlineText(node);
    case 'code':
    case 'html':
      return node.value;
    case 'definition':
    case 'thematicBreak':
      return '';
    default:
      return undefined;
  }
}

/**
 * The plain text of Markdown as a person reads it, by the journal's grammar (parse.ts): what the
 * server indexes for search, highlights in results and cuts excerpts from.
 */
export function markdownPlainText(markdown: string): string {
  const sentences: string[] = [];
  for (const node of parseMarkdown(markdown).children) collectBlocks(node, false, sentences);
  return sentences.join(' ');
}

/** A plain-text excerpt of Markdown (see markdownPlainText), cut to `max` characters at a word. */
export function markdownExcerpt(markdown: string, max = 200): string {
  return truncate(markdownPlainText(markdown), max);
}
