import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { homeKeys } from '#client/features/home';
import { reportKeys } from '#client/features/reports';
import { retroHistoryKeys } from '#client/features/retro-history';
import type { DraftRecord } from '#client/lib/drafts/draft-store';
import type { HomeSummary } from '#contract/home';
import type { Retro, RetroToday } from '#contract/retro';
import {
  confirmRetroDraft,
  homeWithRetroProgress,
  parseRetroDraftId,
  retroDraftId,
  retroKeys,
} from './retro';

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
  client.setQueryData(homeKeys.summary, { isNewUser: true });
  client.setQueryData(retroHistoryKeys.range({}), { items: [] });
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
  expect(client.getQueryState(homeKeys.summary)?.isInvalidated).toBe(true);
  expect(client.getQueryState(retroHistoryKeys.range({}))?.isInvalidated).toBe(true);
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

const newUserHome: HomeSummary = {
  today: '2026-11-24',
  retro: {
    date: '2026-11-24',
    status: 'not_started',
    answeredCount: 0,
    questionCount: 2,
    ratedCount: 0,
    areaCount: 4,
  },
  yesterdayRetro: null,
  questionOfTheDay: null,
  recentEntries: [],
  isNewUser: true,
  nextStep: { kind: 'start_first_retro', path: '/daily-retro' },
  todayMood: null,
};

/** A cache whose queries answer with their key, so a test sees which were read again. */
function recordingClient() {
  const fetched: string[] = [];
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: ({ queryKey }) => {
          fetched.push(JSON.stringify(queryKey));
          return new Promise(() => {});
        },
      },
    },
  });
  return { client, fetched };
}

test("a first answer shows on home's cached summary at once: in progress, no longer a new user, finish next", () => {
  const { client, fetched } = recordingClient();
  client.setQueryData(homeKeys.summary, newUserHome);
  client.setQueryData(retroHistoryKeys.range({}), { items: [] });
  client.setQueryData(reportKeys.report('week', 0), {});
  client.setQueryData(reportKeys.yearInPixels(2026), {});
  confirmRetroDraft(
    client,
    { questionId: 1, text: 'A long walk', answeredAt: '2026-11-24T09:00:00.000Z', progress },
    draftOf(retroDraftId(retro.date, 'answer:1'), 'A long walk'),
  );
  const home = client.getQueryData<HomeSummary>(homeKeys.summary);
  expect(home?.retro).toEqual({
    date: '2026-11-24',
    status: 'in_progress',
    answeredCount: 1,
    questionCount: 2,
    ratedCount: 0,
    areaCount: 4,
  });
  expect(home?.isNewUser).toBe(false);
  expect(home?.nextStep).toEqual({ kind: 'finish_retro', path: '/daily-retro' });
  // Read again now although no screen shows them.
  expect(fetched.sort()).toEqual([
    '["/api/home"]',
    '["/api/progress-reports",{"timePeriod":"week"}]',
    '["/api/progress-reports/year-in-pixels",{"year":2026}]',
    '["/api/retro/history",{"limit":20}]',
  ]);
});

test('a completed retro leads home to the mood, then the journal, or to nothing more once an entry of today exists', () => {
  const done = { ...progress, status: 'completed' as const, answeredCount: 2, ratedCount: 4 };
  const home = {
    ...newUserHome,
    isNewUser: false,
    nextStep: { kind: 'finish_retro' as const, path: '/daily-retro' },
  };
  expect(homeWithRetroProgress(home, done).nextStep).toEqual({ kind: 'log_mood', path: '/' });
  const logged = { ...home, todayMood: { date: '2026-11-24', mood: 'good' } as HomeSummary['todayMood'] };
  expect(homeWithRetroProgress(logged, done).nextStep).toEqual({ kind: 'write_journal', path: '/journal' });
  const wrote = {
    ...logged,
    recentEntries: [{ date: '2026-11-24' } as HomeSummary['recentEntries'][number]],
  };
  expect(homeWithRetroProgress(wrote, done).nextStep).toEqual({ kind: 'all_done', path: '/retro-history' });
});

test('progress of another day leaves the summary alone', () => {
  const other = { ...progress, date: '2026-11-23' };
  expect(homeWithRetroProgress(newUserHome, other)).toBe(newUserHome);
});
