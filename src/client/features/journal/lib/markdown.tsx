// A small Markdown renderer that builds React elements: text is always text, raw HTML is never parsed,
// and links pass through safeHref. Covers what a journal needs: headings, paragraphs, lists, quotes,
// code, bold, italic, inline code and links.
import type { ReactNode } from 'react';
import { safeHref } from './safe-href';

const INLINE = /(`[^`\n]+`)|(\*\*[^*\n]+\*\*|__[^_\n]+__)|(\*[^*\n]+\*|_[^_\n]+_)|(\[[^\]\n]*\]\([^)\s]*\))/;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const token = match[0];
    const key = `${keyPrefix}-${index++}`;
    if (match[1]) {
      nodes.push(
        <code key={key} className="rounded bg-foreground/[0.06] px-1 py-0.5 font-mono text-[0.9em]">
          {token.slice(1, -1)}
        </code>,
      );
    } else if (match[2]) {
      nodes.push(<strong key={key}>{renderInline(token.slice(2, -2), key)}</strong>);
    } else if (match[3]) {
      nodes.push(<em key={key}>{renderInline(token.slice(1, -1), key)}</em>);
    } else {
      const close = token.indexOf('](');
      const label = token.slice(1, close);
      const href = safeHref(token.slice(close + 2, -1));
      nodes.push(
        href ? (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-accent-strong underline"
          >
            {renderInline(label, key)}
          </a>
        ) : (
          <span key={key}>{renderInline(label, key)}</span>
        ),
      );
    }
    rest = rest.slice(match.index + token.length);
  }
  return nodes;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (line.trimStart().startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? '').trimStart().startsWith('```')) code.push(lines[i++] ?? '');
      i++;
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      i++;
      continue;
    }
    if (line.startsWith('>')) {
      const quote: string[] = [];
      while (i < lines.length && (lines[i] ?? '').startsWith('>'))
        quote.push((lines[i++] ?? '').replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', lines: quote });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] ?? '');
      const items: string[] = [];
      let next: RegExpExecArray | null = item;
      while (next && /\d/.test(next[1] ?? '') === ordered) {
        items.push(next[2] ?? '');
        i++;
        next = LIST_ITEM.exec(lines[i] ?? '');
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (current.trim() === '' || /^(#{1,6}\s|>|```)/.test(current) || LIST_ITEM.test(current)) break;
      paragraph.push(current);
      i++;
    }
    blocks.push({ kind: 'paragraph', lines: paragraph });
  }
  return blocks;
}

function withBreaks(lines: string[], key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  lines.forEach((line, n) => {
    const lineKey = `${key}-${n}`;
    if (n > 0) nodes.push(<br key={`${lineKey}-br`} />);
    nodes.push(...renderInline(line, lineKey));
  });
  return nodes;
}

const HEADING_CLASSES = 'font-serif text-foreground leading-snug';

export function Markdown({ source }: { source: string }) {
  return (
    <div className="grid gap-4 text-foreground leading-relaxed">
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        switch (block.kind) {
          case 'heading':
            if (block.level === 1)
              return (
                <h2 key={key} className={`${HEADING_CLASSES} text-2xl`}>
                  {renderInline(block.text, key)}
                </h2>
              );
            if (block.level === 2)
              return (
                <h3 key={key} className={`${HEADING_CLASSES} text-xl`}>
                  {renderInline(block.text, key)}
                </h3>
              );
            return (
              <h4 key={key} className={`${HEADING_CLASSES} text-lg`}>
                {renderInline(block.text, key)}
              </h4>
            );
          case 'quote':
            return (
              <blockquote key={key} className="border-accent/40 border-l-2 pl-4 text-muted-foreground italic">
                {withBreaks(block.lines, key)}
              </blockquote>
            );
          case 'list': {
            const items = block.items.map((text, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items of a rendered text never reorder
              <li key={n}>{renderInline(text, `${key}-${n}`)}</li>
            ));
            return block.ordered ? (
              <ol key={key} className="list-decimal space-y-1 pl-6">
                {items}
              </ol>
            ) : (
              <ul key={key} className="list-disc space-y-1 pl-6">
                {items}
              </ul>
            );
          }
          case 'code':
            return (
              <pre
                key={key}
                className="overflow-x-auto rounded-xl bg-foreground/[0.05] p-4 font-mono text-sm"
              >
                <code>{block.text}</code>
              </pre>
            );
          default:
            return <p key={key}>{withBreaks(block.lines, key)}</p>;
        }
      })}
    </div>
  );
}
