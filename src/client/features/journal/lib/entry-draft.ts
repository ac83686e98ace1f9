// A journal entry as the editor holds it, before and after the server has it.

export interface EntryDraft {
  title: string;
  body: string;
  tags: string[];
  /** The question the entry answers, when it was opened from the question library. */
  prompt: string | null;
  /** That question's id in the library, saved with the entry as `promptQuestionId`. */
  promptQuestionId: number | null;
  /** The entry's local date when chosen or known; unset, a new entry is dated today by the server. */
  date?: string;
}

export function emptyEntryDraft(
  prompt: string | null = null,
  promptQuestionId: number | null = null,
): EntryDraft {
  return {
    title: '',
    body: '',
    tags: [],
    prompt,
    promptQuestionId: prompt === null ? null : promptQuestionId,
  };
}

/** A question id from the address (`?question=12`): a positive whole number, else none. */
export function parseQuestionId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function hasContent(draft: EntryDraft): boolean {
  return draft.title.trim() !== '' || draft.body.trim() !== '';
}

/** The title to save: what the user typed, else the prompt the entry answers, else none. */
export function titleToSave(draft: EntryDraft): string | null {
  return draft.title.trim() || draft.prompt?.trim() || null;
}

/** What a list shows for an entry not on the server yet. */
export function draftHeading(draft: EntryDraft): string {
  return titleToSave(draft) ?? 'Untitled';
}
