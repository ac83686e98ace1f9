// Tag rules shared by the client and the server, without the schemas: the client imports this and
// never the validation library.

/** A tag as stored: trimmed, without a leading #, inner spaces collapsed, lower case. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
