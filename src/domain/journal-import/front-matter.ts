/** A note's YAML front matter, as far as a journal reads it: its title, tags and date. */
export interface FrontMatter {
  title: string | null;
  tags: string[];
  date: string | null;
  /** How many other fields it had (not imported). */
  otherFields: number;
  body: string;
}

const FENCE = /^---[ \t]*\n([\s\S]*?)\n(?:---|\.\.\.)[ \t]*(?:\n|$)/;
const KEY_LINE = /^([A-Za-z_][\w -]*?)\s*:\s*(.*)$/;
const LIST_ITEM = /^\s+-\s*(.*)$|^-\s+(.*)$/;

const unquote = (value: string) => {
  const v = value.trim();
  return (v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))
    ? v.slice(1, -1)
    : v;
};

/** "[a, b]", "a, b", "#a #b" or "a": the tags an inline value names. */
function inlineList(value: string): string[] {
  const v = value.trim();
  const inner = v.startsWith('[') && v.endsWith(']') ? v.slice(1, -1) : v;
  const parts = inner.includes(',') ? inner.split(',') : inner.split(/\s+(?=#)/);
  return parts.map(unquote).filter((part) => part !== '');
}

/**
 * Splits front matter (between `---` lines at the very start) from the body. Reads `title`, `tags`
 * (or `tag`; a YAML list, an inline list or a comma-separated line) and `date`; counts the rest.
 */
export function readFrontMatter(text: string): FrontMatter {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const fence = FENCE.exec(normalized);
  const empty = { title: null, tags: [], date: null, otherFields: 0 };
  if (!fence) return { ...empty, body: normalized };
  const result: FrontMatter = { ...empty, tags: [], body: normalized.slice(fence[0].length) };
  let listKey: string | null = null;
  for (const line of (fence[1] ?? '').split('\n')) {
    const item = listKey === null ? null : LIST_ITEM.exec(line);
    if (item) {
      if (listKey === 'tags' || listKey === 'tag') result.tags.push(unquote(item[1] ?? item[2] ?? ''));
      continue;
    }
    const pair = KEY_LINE.exec(line);
    if (!pair) continue;
    const key = (pair[1] ?? '').toLowerCase();
    const value = pair[2] ?? '';
    listKey = value.trim() === '' ? key : null;
    if (key === 'title') result.title = unquote(value) || null;
    else if (key === 'tags' || key === 'tag') result.tags.push(...inlineList(value));
    else if (key === 'date') result.date = unquote(value).slice(0, 10) || null;
    else result.otherFields++;
  }
  result.tags = result.tags.filter((tag) => tag !== '');
  return result;
}
