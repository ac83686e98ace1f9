/** Cuts text to at most `max` characters at a word boundary when one is near, adding "…". */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  if (/\s/.test(text.charAt(max - 1))) return `${cut.trimEnd()}…`;
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first line that has text, trimmed and cut to `max` characters. */
export function firstLine(text: string, max = 160): string {
  const line = text.split('\n').find((candidate) => candidate.trim().length > 0) ?? '';
  return truncate(line.trim(), max);
}

/** A heading or list item ending in one of these needs no full stop before the text that follows. */
const ENDS_A_SENTENCE = /[.!?:;,…]$/;
/** What opens a heading, a quote or a list item at the start of a line. */
const BLOCK_MARKER = /^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/;

/**
 * The plain text of Markdown, as a person reads it: no heading, quote or list markers, no emphasis
 * or code marks, links and images as their words, and a heading or list item that ends without
 * punctuation closed with a full stop, so it does not run into the next line. Control characters
 * (the search's highlight markers) pass through untouched, so it can clean a highlighted fragment;
 * a link cut in half at a fragment's edge loses its address too.
 */
export function plainText(markdown: string): string {
  const linksAsWords = markdown
    .replace(/```[^\n]*\n?/g, '\n')
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
    // The two halves of a link that a fragment's edge cut through: "[words" … and … "](address)".
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*$/gm, '$1')
    .replace(/\]\([^)\s]*\)/g, '')
    .replace(/!?\[(?=[^\]\n]*$)/gm, '');
  const sentences: string[] = [];
  for (const line of linksAsWords.split('\n')) {
    const isBlock = BLOCK_MARKER.test(line);
    const text = line
      .replace(BLOCK_MARKER, '')
      .replace(/(\*\*|__|\*|_|~~|`)(?=\S)|(?<=\S)(\*\*|__|\*|_|~~|`)/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    // Judge the punctuation on the words, not on a highlight marker closing them.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the highlight markers are control characters
    const closes = isBlock && !ENDS_A_SENTENCE.test(text.replace(/[\u0000-\u001f]+$/, ''));
    sentences.push(closes ? `${text}.` : text);
  }
  return sentences.join(' ');
}

/** A plain-text excerpt of Markdown (see plainText), cut to `max` characters. */
export function plainExcerpt(markdown: string, max = 200): string {
  return truncate(plainText(markdown), max);
}

export interface TextPart {
  text: string;
  highlight: boolean;
}

/**
 * Splits text marked with `start` … `stop` (as PostgreSQL's ts_headline writes it) into parts, so
 * a client can emphasise matches without ever interpreting the text as markup.
 */
export function splitHighlights(marked: string, start: string, stop: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = marked;
  while (rest.length > 0) {
    const open = rest.indexOf(start);
    if (open === -1) {
      parts.push({ text: rest, highlight: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), highlight: false });
    const close = rest.indexOf(stop, open + start.length);
    const end = close === -1 ? rest.length : close;
    const highlighted = rest.slice(open + start.length, end);
    if (highlighted) parts.push({ text: highlighted, highlight: true });
    rest = close === -1 ? '' : rest.slice(close + stop.length);
  }
  // Neighbours of the same kind read better as one part.
  return parts.reduce<TextPart[]>((merged, part) => {
    const last = merged.at(-1);
    if (last && last.highlight === part.highlight) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}
