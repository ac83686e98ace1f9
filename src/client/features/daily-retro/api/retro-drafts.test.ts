import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import type { Retro, RetroToday } from '../../../../contract/retro';
import type { DraftRecord } from '../../../lib/drafts/draft-store';
import { confirmRetroDraft, parseRetroDraftId, retroDraftId } from './retro-drafts';
import { retroKeys } from './retro-keys';

const retro: Retro = {
  id: 'r-1',
  date: '2026-11-24',
  status: 'not_started',
  answeredCount: 0,
  questionCount: 2,
  ratedCount: 0,
  areaCount: 4,
  questions: [
    { id: 1, text: 'What went well?', answer: '', answeredAt: null },
    { id: 2, text: 'What would you change?', answer: '', answeredAt: null },
  ],
  ratings: [{ area: 'Health', rating: null }],
  completedAt: null,
  editable: true,
  closesAt: '2026-11-25T00:00:00.000Z',
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
} as Retro;

const today: RetroToday = {
  retro,
  calendarDate: '2026-11-24',
  yesterday: { date: '2026-11-23', status: 'not_started', finishable: false },
} as RetroToday;

const progress = { ...retro, status: 'in_progress' as const, answeredCount: 1 };

function draftOf(id: string, value: string): DraftRecord<string> {
  return {
    kind: 'retro',
    id,
    value,
    revision: 1,
    pending: true,
    serverId: null,
    idempotencyKey: 'k-12345678',
    refused: null,
    changedAt: 0,
  };
}

function cacheWithRetro() {
  const client = new QueryClient();
  client.setQueryData(retroKeys.today, today);
  client.setQueryData(retroKeys.byDate(retro.date), retro);
  client.setQueryData(retroKeys.home, { isNewUser: true });
  client.setQueryData([...retroKeys.history, 'all'], { items: [] });
  return client;
}

test("a confirmed answer is written into today's retro and the retro of its date, so moving back shows it", () => {
  const client = cacheWithRetro();
  const id = retroDraftId(retro.date, 'answer:1');
  confirmRetroDraft(
    client,
    { questionId: 1, text: 'A long walk', answeredAt: '2026-11-24T09:00:00.000Z', progress },
    draftOf(id, 'A long walk'),
  );
  const shown = client.getQueryData<RetroToday>(retroKeys.today)?.retro;
  expect(shown?.questions[0]).toMatchObject({
    answer: 'A long walk',
    answeredAt: '2026-11-24T09:00:00.000Z',
  });
  expect(shown?.answeredCount).toBe(1);
  expect(shown?.status).toBe('in_progress');
  expect(client.getQueryData<Retro>(retroKeys.byDate(retro.date))?.questions[0]?.answer).toBe('A long walk');
});

test('a confirmed rating is written in, and home and history are marked to be read again', () => {
  const client = cacheWithRetro();
  confirmRetroDraft(
    client,
    { area: 'Health', rating: 4, progress: { ...progress, ratedCount: 1 } },
    draftOf(retroDraftId(retro.date, 'rating:Health'), '4'),
  );
  expect(client.getQueryData<RetroToday>(retroKeys.today)?.retro.ratings).toEqual([
    { area: 'Health', rating: 4 },
  ]);
  expect(client.getQueryState(retroKeys.home)?.isInvalidated).toBe(true);
  expect(client.getQueryState([...retroKeys.history, 'all'])?.isInvalidated).toBe(true);
});

test("an answer for another day leaves today's retro alone", () => {
  const client = cacheWithRetro();
  confirmRetroDraft(
    client,
    { questionId: 1, text: 'Old', answeredAt: '2026-11-23T09:00:00.000Z', progress },
    draftOf(retroDraftId('2026-11-23', 'answer:1'), 'Old'),
  );
  expect(client.getQueryData<RetroToday>(retroKeys.today)?.retro.questions[0]?.answer).toBe('');
});

test('a draft id holds the date and the field', () => {
  expect(parseRetroDraftId(retroDraftId('2026-11-24', 'rating:Health'))).toEqual({
    date: '2026-11-24',
    field: 'rating:Health',
  });
});
