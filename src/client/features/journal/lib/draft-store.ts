// Journal drafts live in localStorage first (every keystroke), and reach the server after a pause.

export interface Draft {
  title: string;
  body: string;
  tags: string[];
  /** The question the entry answers, when it was opened from the question library. */
  prompt: string | null;
  /** That question's id in the library, saved with the entry as `promptQuestionId`. */
  promptQuestionId: number | null;
  /** The server's id once the entry has been created; null for a draft the server has not seen. */
  entryId: string | null;
  /** True while the device holds changes the server has not confirmed. */
  dirty: boolean;
}

export type SyncAction = 'none' | 'create' | 'update';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'journal-draft';

/** A new entry's draft is one per user; an edit's draft is one per entry. */
export function draftKey(userId: string, entryId: string | null): string {
  return `${PREFIX}:${userId}:${entryId ?? 'new'}`;
}

export function emptyDraft(prompt: string | null = null, promptQuestionId: number | null = null): Draft {
  return { title: '', body: '', tags: [], prompt, promptQuestionId, entryId: null, dirty: false };
}

/** A question id from the address (`?question=12`): a positive whole number, else none. */
export function parseQuestionId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function hasContent(draft: Draft): boolean {
  return draft.title.trim() !== '' || draft.body.trim() !== '';
}

/** What the server needs: nothing when it has everything, a create for a first save, else an update. */
export function syncAction(draft: Draft): SyncAction {
  if (!draft.dirty) return 'none';
  if (draft.entryId === null) return hasContent(draft) ? 'create' : 'none';
  return 'update';
}

/** The title to save: what the user typed, else the prompt the entry answers, else none. */
export function titleToSave(draft: Draft): string | null {
  return draft.title.trim() || draft.prompt?.trim() || null;
}

export function readDraft(store: KeyValueStore, key: string): Draft | null {
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value !== 'object' || value === null || typeof value.body !== 'string') return null;
    return {
      title: typeof value.title === 'string' ? value.title : '',
      body: value.body,
      tags: Array.isArray(value.tags) ? value.tags.filter((tag) => typeof tag === 'string') : [],
      prompt: typeof value.prompt === 'string' ? value.prompt : null,
      promptQuestionId: typeof value.promptQuestionId === 'number' ? value.promptQuestionId : null,
      entryId: typeof value.entryId === 'string' ? value.entryId : null,
      dirty: value.dirty === true,
    };
  } catch {
    return null;
  }
}

export function writeDraft(store: KeyValueStore, key: string, draft: Draft): void {
  try {
    store.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the server save still runs.
  }
}

export function clearDraft(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
