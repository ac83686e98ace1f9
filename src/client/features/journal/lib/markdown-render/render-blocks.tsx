import type { List, ListItem, Nodes, RootContent, Table } from 'mdast';
import type { ReactNode } from 'react';
import { keyOf, type RenderContext, renderInline } from './render-inline';

const HEADING_CLASSES = 'font-serif text-foreground leading-snug';
/** The page's own heading is the h1: a Markdown `#` is the entry's h2, and so on down. */
const HEADINGS = {
  1: { Tag: 'h2', size: 'text-2xl' },
  2: { Tag: 'h3', size: 'text-xl' },
  3: { Tag: 'h4', size: 'text-lg' },
} as const;

function ListBlock({ list, context }: { list: List; context: RenderContext }) {
  const items = list.children.map((item, index) => (
    <ListItemBlock key={keyOf(item, index)} item={item} tight={list.spread !== true} context={context} />
  ));
  return list.ordered ? (
    <ol start={list.start ?? undefined} className="list-decimal space-y-1 pl-6">
      {items}
    </ol>
  ) : (
    // A list inside a list has circles, so its level shows.
    <ul className="list-disc space-y-1 pl-6 [&_ul]:list-[circle]">{items}</ul>
  );
}

/** A tight list's paragraphs are its items' text, as CommonMark renders them; a task shows its box. */
function ListItemBlock({ item, tight, context }: { item: ListItem; tight: boolean; context: RenderContext }) {
  const task =
    item.checked === null || item.checked === undefined ? null : (
      <span className="mr-1.5">
        <span aria-hidden="true">{item.checked ? '☑' : '☐'}</span>
        <span className="sr-only">{item.checked ? 'Done: ' : 'To do: '}</span>
      </span>
    );
  return (
    <li className={task ? 'list-none' : undefined}>
      {task}
      {item.children.map((child, index) =>
        tight && child.type === 'paragraph' ? (
          <span key={keyOf(child, index)}>{renderInline(child, context)}</span>
        ) : (
          renderBlock(child, index, context)
        ),
      )}
    </li>
  );
}

function TableBlock({ table, context }: { table: Table; context: RenderContext }) {
  const [head, ...body] = table.children;
  const align = (column: number) => table.align?.[column] ?? undefined;
  const cells = (row: Table['children'][number], Cell: 'th' | 'td') =>
    row.children.map((cell, column) => (
      <Cell
        key={keyOf(cell, column)}
        style={{ textAlign: align(column) }}
        className="border border-border px-3 py-1.5"
      >
        {renderInline(cell, context)}
      </Cell>
    ));
  return (
    <div className="overflow-x-auto">
      <table className="border-collapse text-sm">
        {head ? (
          <thead className="bg-foreground/[0.04]">
            <tr>{cells(head, 'th')}</tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row, index) => (
            <tr key={keyOf(row, index)}>{cells(row, 'td')}</tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Blocks as React elements; anything without a rendering of its own is left out. */
export function renderBlocks(nodes: RootContent[], context: RenderContext): ReactNode[] {
  return nodes.map((node, index) => renderBlock(node, index, context));
}

function renderBlock(node: Nodes, index: number, context: RenderContext): ReactNode {
  const key = keyOf(node, index);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(node, context)}</p>;
    case 'heading': {
      const { Tag, size } = HEADINGS[Math.min(node.depth, 3) as 1 | 2 | 3];
      return (
        <Tag key={key} className={`${HEADING_CLASSES} ${size}`}>
          {renderInline(node, context)}
        </Tag>
      );
    }
    case 'blockquote':
      return (
        <blockquote
          key={key}
          className="grid gap-2 border-accent/40 border-l-2 pl-4 text-muted-foreground italic"
        >
          {renderBlocks(node.children, context)}
        </blockquote>
      );
    case 'list':
      return <ListBlock key={key} list={node} context={context} />;
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-xl bg-foreground/[0.05] p-4 font-mono text-sm">
          <code>{node.value}</code>
        </pre>
      );
    case 'html': // shown as the text someone wrote, never parsed
      return (
        <p key={key} className="whitespace-pre-wrap">
          {node.value}
        </p>
      );
    case 'table':
      return <TableBlock key={key} table={node} context={context} />;
    case 'thematicBreak':
      return <hr key={key} className="border-border" />;
    case 'footnoteDefinition':
      return (
        <div key={key} className="flex gap-1.5 text-muted-foreground text-sm">
          <sup>[{node.label ?? node.identifier}]</sup>
          <div className="grid gap-2">{renderBlocks(node.children, context)}</div>
        </div>
      );
    default:
      return null;
  }
}
