import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../version/memory-storage';
import {
  DRAFT_KEY_PREFIX,
  type DraftRecord,
  DraftStore,
  draftStorageKey,
  SERVER_IDS_LIMIT,
  serverIdsStorageKey,
} from './draft-store';
import { migrateLegacyDrafts } from './legacy-drafts';

const USER = 'u-1';
const NOW = Date.UTC(2026, 10, 24, 9, 30);

function draft(overrides: Partial<DraftRecord<string>> = {}): DraftRecord<string> {
  return {
    kind: 'retro',
    id: '2026-11-24:answer:3',
    value: 'A long walk',
    revision: 1,
    pending: true,
    serverId: null,
    idempotencyKey: 'key-00000001',
    refused: null,
    changedAt: NOW,
    ...overrides,
  };
}

describe('the draft store', () => {
  test('a draft is kept under one versioned key per user, kind and id, and reads back unchanged', () => {
    const storage = memoryStorage();
    const store = new DraftStore(storage, USER);
    store.write(draft());
    expect(storage.key(0)).toBe(`${DRAFT_KEY_PREFIX}${USER}:retro:2026-11-24:answer:3`);
    expect(JSON.parse(storage.getItem(storage.key(0) ?? '') ?? '').v).toBe(2);
    expect(store.read('retro', '2026-11-24:answer:3')).toEqual(draft());
  });

  test("one user's drafts are never listed for another", () => {
    const storage = memoryStorage();
    new DraftStore(storage, 'alice').write(draft({ value: 'hers' }));
    expect(new DraftStore(storage, 'bob').list('retro')).toEqual([]);
    expect(new DraftStore(storage, 'alice').list('retro').map((d) => d.value)).toEqual(['hers']);
  });

  test('a record of another format version, or corrupt, is dropped when read', () => {
    const storage = memoryStorage({
      [draftStorageKey(USER, 'journal', 'a')]: JSON.stringify({ v: 1, value: 'old', idempotencyKey: 'k' }),
      [draftStorageKey(USER, 'journal', 'b')]: '{not json',
    });
    const store = new DraftStore(storage, USER);
    expect(store.list('journal')).toEqual([]);
    expect(storage.length).toBe(0);
  });

  test('storage that refuses writes keeps the draft in memory for this visit', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = new DraftStore(storage, USER);
    expect(store.write(draft())).toBe(false);
    expect(store.read('retro', draft().id)?.value).toBe('A long walk');
    expect(store.list('retro')).toHaveLength(1);
  });

  test("a draft's server id outlives the draft and the visit, for its user only, under a versioned key", () => {
    const storage = memoryStorage();
    new DraftStore(storage, USER).rememberServerId('journal', 'local-1', 'entry-1');
    const later = new DraftStore(storage, USER);
    expect(later.serverIdOf('journal', 'local-1')).toBe('entry-1');
    expect(later.serverIdOf('journal', 'local-2')).toBeNull();
    expect(new DraftStore(storage, 'bob').serverIdOf('journal', 'local-1')).toBeNull();
    expect(JSON.parse(storage.getItem(serverIdsStorageKey(USER)) ?? '').v).toBe(1);
    // Not a draft: never listed or sent as one.
    expect(later.list()).toEqual([]);
  });

  test('server ids of another format are ignored, and only the newest are kept', () => {
    const storage = memoryStorage({
      [serverIdsStorageKey(USER)]: JSON.stringify({ v: 99, ids: [['journal:old', 'entry-0']] }),
    });
    const store = new DraftStore(storage, USER);
    expect(store.serverIdOf('journal', 'old')).toBeNull();
    for (let index = 0; index <= SERVER_IDS_LIMIT; index += 1)
      store.rememberServerId('journal', `local-${index}`, `entry-${index}`);
    expect(store.serverIdOf('journal', 'local-0')).toBeNull();
    expect(store.serverIdOf('journal', `local-${SERVER_IDS_LIMIT}`)).toBe(`entry-${SERVER_IDS_LIMIT}`);
  });

  test('server ids the device refuses to keep are kept in memory for this visit', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = new DraftStore(storage, USER);
    store.rememberServerId('journal', 'local-1', 'entry-1');
    expect(store.serverIdOf('journal', 'local-1')).toBe('entry-1');
  });

  test('drafts are listed oldest change first', () => {
    const store = new DraftStore(memoryStorage(), USER);
    store.write(draft({ id: 'b', changedAt: NOW + 1 }));
    store.write(draft({ id: 'a', changedAt: NOW }));
    expect(store.list('retro').map((d) => d.id)).toEqual(['a', 'b']);
  });
});

describe('drafts in the three old formats', () => {
  const oldJournal = (fields: Record<string, unknown>) =>
    JSON.stringify({ title: '', body: '', tags: [], prompt: null, promptQuestionId: null, ...fields });

  test('are carried into the current format for their user, and the old keys removed', () => {
    const storage = memoryStorage({
      [`retro-draft:${USER}:2026-11-23:answer:4`]: 'Typed offline last night',
      [`retro-draft:${USER}:2026-11-23:rating:Health`]: '4',
      [`journal-draft:${USER}:new`]: oldJournal({ body: 'Unsent new entry', entryId: null, dirty: true }),
      [`journal-draft:${USER}:e-9`]: oldJournal({
        title: 'Edited',
        body: 'Unsent edit',
        entryId: 'e-9',
        dirty: true,
      }),
      'draft.challenge-notes.uc-5': 'Noticed I sleep better',
      theme: 'dark',
    });
    const store = new DraftStore(storage, USER);
    expect(migrateLegacyDrafts(storage, store, NOW)).toBe(5);

    expect(store.read('retro', '2026-11-23:answer:4')?.value).toBe('Typed offline last night');
    expect(store.read('retro', '2026-11-23:rating:Health')?.value).toBe('4');
    const journal = store.list<{ body: string }>('journal');
    expect(journal.map((d) => d.value.body).sort()).toEqual(['Unsent edit', 'Unsent new entry']);
    expect(journal.find((d) => d.value.body === 'Unsent edit')).toMatchObject({ id: 'e-9', serverId: 'e-9' });
    const created = journal.find((d) => d.value.body === 'Unsent new entry');
    expect(created).toMatchObject({ serverId: null, pending: true });
    expect(created?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(store.read('challenge-notes', 'uc-5')).toMatchObject({
      value: 'Noticed I sleep better',
      pending: false,
    });

    const left = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(left.filter((key) => !key?.startsWith(DRAFT_KEY_PREFIX))).toEqual(['theme']);
  });

  test('a journal copy the server already had, or an empty one, is dropped, not carried', () => {
    const storage = memoryStorage({
      [`journal-draft:${USER}:e-1`]: oldJournal({ body: 'Synced', entryId: 'e-1', dirty: false }),
      [`journal-draft:${USER}:new`]: oldJournal({ body: '  ', dirty: true }),
    });
    const store = new DraftStore(storage, USER);
    expect(migrateLegacyDrafts(storage, store, NOW)).toBe(0);
    expect(storage.length).toBe(0);
  });

  test("another user's old drafts wait for that user", () => {
    const storage = memoryStorage({ 'retro-draft:someone-else:2026-11-23:answer:4': 'Theirs' });
    migrateLegacyDrafts(storage, new DraftStore(storage, USER), NOW);
    expect(storage.getItem('retro-draft:someone-else:2026-11-23:answer:4')).toBe('Theirs');
  });

  test('an old draft never replaces a newer one in the current format', () => {
    const storage = memoryStorage({ [`retro-draft:${USER}:2026-11-24:answer:3`]: 'older' });
    const store = new DraftStore(storage, USER);
    store.write(draft({ value: 'newer' }));
    migrateLegacyDrafts(storage, store, NOW);
    expect(store.read('retro', '2026-11-24:answer:3')?.value).toBe('newer');
    expect(storage.getItem(`retro-draft:${USER}:2026-11-24:answer:3`)).toBeNull();
  });
});
