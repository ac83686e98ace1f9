import { normalizeTag } from '#contract/journal-tags';

/** Adds typed text to a tag list: commas split it, each tag is lower-cased and trimmed, duplicates dropped. */
export function addTags(current: readonly string[], typed: string): string[] {
  const next = [...current];
  for (const part of typed.split(',')) {
    const tag = normalizeTag(part);
    if (tag !== '' && !next.includes(tag)) next.push(tag);
  }
  return next;
}

/** Backspace in an empty tag field takes the last tag off. */
export function removeLastTag(current: readonly string[]): string[] {
  return current.slice(0, -1);
}
