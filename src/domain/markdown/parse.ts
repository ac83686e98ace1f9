import type { Nodes, PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/**
 * The journal's one Markdown grammar: CommonMark with GitHub's extensions (tables, task lists,
 * strikethrough, autolinks, footnotes), parsed by micromark into an mdast tree. The page renders
 * the tree (features/journal/lib/markdown-render) and the server reads its plain text (plain-text.ts),
 * so what is emphasis, a link or a list is decided once, the same way on both sides. Raw HTML is
 * parsed as `html` nodes, which both sides treat as text.
 */
export function parseMarkdown(source: string): Root {
  const tree = fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  keepArithmeticLiteral(tree, source);
  return tree;
}

const DIGIT = /[0-9]/;

/**
 * One rule on top of CommonMark: a `*` run between two digits is multiplication, not emphasis.
 * CommonMark reads `2*3*4` as "2, italic 3, 4" (a `*` may open and close emphasis inside a word), so
 * the sum lost its stars on the page and in search. Emphasis written with `*` whose opening and
 * closing runs sit between digits (`2*3*4`, `2*x*4`) is put back as the text it was; `_` is never intraword
 * emphasis in CommonMark, so `snake_case_word` needs no rule.
 */
function keepArithmeticLiteral(node: Nodes, source: string): void {
  if (!('children' in node)) return;
  const children: Nodes[] = node.children;
  for (let index = 0; index < children.length; index++) {
    const child = children[index] as Nodes;
    keepArithmeticLiteral(child, source);
    if ((child.type !== 'emphasis' && child.type !== 'strong') || !betweenDigits(child, source)) continue;
    const marker = child.type === 'strong' ? '**' : '*';
    const literal: PhrasingContent[] = [
      { type: 'text', value: marker },
      ...child.children,
      { type: 'text', value: marker },
    ];
    children.splice(index, 1, ...literal);
    index += literal.length - 1;
  }
}

function betweenDigits(node: Nodes, source: string): boolean {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined || source[start] !== '*') return false;
  return DIGIT.test(source[start - 1] ?? '') && DIGIT.test(source[end] ?? '');
}
