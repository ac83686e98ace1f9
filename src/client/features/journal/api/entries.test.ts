import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { DraftRecord } from '#client/lib/drafts/draft-store';
import type { JournalEntry } from '#contract/journal';
import { type EntryDraft, emptyEntryDraft } from '../lib/entry-draft';
import { confirmJournalDraft, journalDraftKind, journalKeys } from './entries';

const entry: JournalEntry = {
  id: '7d0f4a52-0000-4000-8000-000000000001',
  date: '2026-11-24',
  title: 'Harbour walk',
  body: 'Herons again',
  tags: ['nature'],
  moodId: null,
  mood: null,
  promptQuestionId: null,
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-24T09:00:00.000Z',
};

function draft(overrides: Partial<DraftRecord<EntryDraft>> = {}): DraftRecord<EntryDraft> {
  return {
    kind: 'journal',
    id: 'local-1',
    value: { ...emptyEntryDraft(), title: 'Harbour walk', body: 'Herons again', tags: ['nature'] },
    revision: 1,
    pending: true,
    serverId: null,
    idempotencyKey: 'idem-0000-1111',
    refused: null,
    changedAt: 0,
    ...overrides,
  };
}

const calls: Array<{ url: string; method: string; body: unknown }> = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null });
    return new Response(JSON.stringify(url.includes('streaks') ? { streak: {} } : entry), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

test('the saved entry is written into its own query and every list, search and home are read again', () => {
  const client = new QueryClient();
  client.setQueryData(journalKeys.list({}), { pages: [] });
  client.setQueryData(journalKeys.search('herons'), { items: [] });
  client.setQueryData(['/api/home'], {});
  client.setQueryData(journalKeys.entry(entry.id), { ...entry, body: 'older words' });
  confirmJournalDraft(client, entry, draft({ serverId: entry.id }));
  expect(client.getQueryData(journalKeys.entry(entry.id))).toEqual(entry);
  expect(client.getQueryState(journalKeys.entry(entry.id))?.isInvalidated).toBe(false);
  expect(client.getQueryState(journalKeys.list({}))?.isInvalidated).toBe(true);
  expect(client.getQueryState(journalKeys.search('herons'))?.isInvalidated).toBe(true);
  expect(client.getQueryState(['/api/home'])?.isInvalidated).toBe(true);
});

test('a first save creates the entry with the idempotency key; later saves update it', async () => {
  await journalDraftKind.send(draft());
  await journalDraftKind.send(draft({ serverId: entry.id }));
  expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
    'POST /api/journal',
    `PATCH /api/journal/${entry.id}`,
  ]);
  expect(calls[0]?.body).toEqual({
    title: 'Harbour walk',
    body: 'Herons again',
    tags: ['nature'],
    idempotencyKey: 'idem-0000-1111',
  });
  expect(calls[1]?.body).toEqual({ title: 'Harbour walk', body: 'Herons again', tags: ['nature'] });
});

test('an entry with no words is not worth sending', () => {
  expect(journalDraftKind.isBlank?.(draft({ value: emptyEntryDraft() }))).toBe(true);
  expect(journalDraftKind.isBlank?.(draft())).toBe(false);
});
