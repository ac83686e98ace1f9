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
