/**
 * Rows of a CSV text as RFC 4180 writes them: fields split by commas, a field in double quotes may
 * hold commas, line breaks and doubled quotes. A byte-order mark at the start is dropped; CRLF and
 * LF both end a row; blank lines are no rows. Returns null when a quoted field never closes.
 * Pauses after each row (ParseSteps).
 */
export function* parseCsvSteps(text: string): Generator<void, string[][] | null, void> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      endRow();
      yield;
    } else if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
      yield;
    } else field += c;
  }
  if (quoted) return null;
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
