import {
  JOURNAL_BODY_MAX_LENGTH,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_PER_ENTRY_MAX,
  JOURNAL_TITLE_MAX_LENGTH,
} from '#contract/constants';
import { normalizeTag } from '#contract/journal-tags';
import type { SkipReason, SkipTally } from './types';

/** The two characters that mark search highlights are never stored (contract/journal.ts). */
const RESERVED = new RegExp(`[${String.fromCharCode(2, 3)}]`, 'g');
const NOT_TAG_CHARACTER = /[^\p{L}\p{N} _-]+/gu;

/**
 * A tag from another app as this journal keeps tags (1 to 32 letters, digits, spaces, - or _, lower
 * case): other characters become a hyphen ("work/projects" is "work-projects"), and a tag with no
 * letter or digit left is null.
 */
export function journalTag(raw: string): string | null {
  const tag = normalizeTag(raw)
    .replace(NOT_TAG_CHARACTER, '-')
    .replace(/^[ _-]+/, '')
    .slice(0, JOURNAL_TAG_MAX_LENGTH)
    .replace(/[ _-]+$/, '');
  return tag === '' ? null : tag;
}

/** Each tag as the journal keeps it, once, at most 20; what is left out is counted. */
export function journalTags(raw: readonly string[], skipped: SkipTally): string[] {
  const tags: string[] = [];
  for (const item of raw) {
    const tag = journalTag(item);
    if (tag === null || tags.length >= JOURNAL_TAGS_PER_ENTRY_MAX) skipped.add('tagChanged');
    else if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/**
 * The title and body an entry is stored with, or why it cannot be: a NUL character (never
 * stored), more than the journal holds, or nothing written. A title too long for a title stays
 * whole as the body's first line.
 */
export function entryText(
  title: string | null,
  body: string,
): { title: string | null; body: string } | { skip: SkipReason } {
  let cleanTitle = title?.replace(RESERVED, '').trim() || null;
  let cleanBody = body.replace(RESERVED, '').replace(/\r\n?/g, '\n').trim();
  if (cleanTitle?.includes('\0') || cleanBody.includes('\0')) return { skip: 'notText' };
  if (cleanTitle !== null && cleanTitle.length > JOURNAL_TITLE_MAX_LENGTH) {
    cleanBody = cleanBody === '' ? cleanTitle : `${cleanTitle}\n\n${cleanBody}`;
    cleanTitle = null;
  }
  if (cleanBody.length > JOURNAL_BODY_MAX_LENGTH) return { skip: 'tooLong' };
  if (cleanTitle === null && cleanBody === '') return { skip: 'empty' };
  return { title: cleanTitle, body: cleanBody };
}
