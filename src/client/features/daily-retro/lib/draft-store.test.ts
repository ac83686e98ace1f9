import { describe, expect, test } from 'vitest';
import {
  answerField,
  closedDayDrafts,
  confirmDraft,
  discardDrafts,
  draftKey,
  pendingDrafts,
  ratingField,
  resolveDraft,
  writeDraft,
} from './draft-store';
import { MemoryDraftStorage } from './memory-draft-storage';

const KEY = draftKey('user-1', '2026-11-20', answerField(7));

describe('draft store', () => {
  test('a draft is kept per user, date and question', () => {
    expect(KEY).toBe('retro-draft:user-1:2026-11-20:answer:7');
    expect(draftKey('user-2', '2026-11-20', answerField(7))).not.toBe(KEY);
    expect(draftKey('user-1', '2026-11-21', answerField(7))).not.toBe(KEY);
  });

  test('the draft is removed only when the server confirmed that exact text', () => {
    const storage = new MemoryDraftStorage();
    writeDraft(storage, KEY, 'Went for a walk and');
    expect(confirmDraft(storage, KEY, 'Went for a walk')).toBe(false);
    expect(storage.getItem(KEY)).toBe('Went for a walk and');
    expect(confirmDraft(storage, KEY, 'Went for a walk and')).toBe(true);
    expect(storage.getItem(KEY)).toBeNull();
  });

  test('on load an unsynced local draft wins over the server text and is marked to send', () => {
    const storage = new MemoryDraftStorage();
    writeDraft(storage, KEY, 'typed offline');
    expect(resolveDraft(storage, KEY, 'older server text')).toEqual({
      value: 'typed offline',
      pending: true,
    });
  });

  test('a local draft equal to the server text is already synced and is dropped', () => {
    const storage = new MemoryDraftStorage();
    writeDraft(storage, KEY, 'same');
    expect(resolveDraft(storage, KEY, 'same')).toEqual({ value: 'same', pending: false });
    expect(storage.getItem(KEY)).toBeNull();
  });

  test('without a draft the server text is shown', () => {
    expect(resolveDraft(new MemoryDraftStorage(), KEY, 'from server')).toEqual({
      value: 'from server',
      pending: false,
    });
  });

  test('an emptied answer is a draft too', () => {
    const storage = new MemoryDraftStorage();
    writeDraft(storage, KEY, '');
    expect(resolveDraft(storage, KEY, 'old')).toEqual({ value: '', pending: true });
  });

  test('pending drafts lists only this user and date', () => {
    const storage = new MemoryDraftStorage();
    writeDraft(storage, KEY, 'a');
    writeDraft(storage, draftKey('user-1', '2026-11-20', ratingField('Health')), '4');
    writeDraft(storage, draftKey('user-1', '2026-11-19', answerField(7)), 'yesterday');
    writeDraft(storage, draftKey('user-2', '2026-11-20', answerField(7)), 'someone else');
    expect(pendingDrafts(storage, 'user-1', '2026-11-20')).toEqual(
      new Map([
        ['answer:7', 'a'],
        ['rating:Health', '4'],
      ]),
    );
  });

  test('storage that throws reads as empty and refuses writes without crashing', () => {
    const broken = new MemoryDraftStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(writeDraft(broken, KEY, 'x')).toBe(false);
    expect(resolveDraft(broken, KEY, 'server')).toEqual({ value: 'server', pending: false });
  });

  test("drafts of other days than the open one are found by date, and only the user's own", () => {
    const storage = new MemoryDraftStorage();
    writeDraft(storage, draftKey('user-1', '2026-11-19', answerField(7)), 'written the day before');
    writeDraft(storage, draftKey('user-1', '2026-11-19', ratingField('Health')), '4');
    writeDraft(storage, draftKey('user-1', '2026-11-20', answerField(8)), 'today');
    writeDraft(storage, draftKey('user-2', '2026-11-18', answerField(7)), 'someone else');
    storage.setItem('journal-draft:user-1:new', 'not a retro');

    const closed = closedDayDrafts(storage, 'user-1', '2026-11-20');
    expect([...closed.keys()]).toEqual(['2026-11-19']);
    expect(closed.get('2026-11-19')).toEqual(
      new Map([
        [answerField(7), 'written the day before'],
        [ratingField('Health'), '4'],
      ]),
    );

    discardDrafts(storage, 'user-1', '2026-11-19');
    expect(closedDayDrafts(storage, 'user-1', '2026-11-20').size).toBe(0);
    expect(pendingDrafts(storage, 'user-1', '2026-11-20').size).toBe(1);
  });
});
