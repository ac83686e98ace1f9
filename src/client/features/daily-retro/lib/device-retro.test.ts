import { expect, test } from 'vitest';
import { LIFE_AREAS, RETRO_QUESTIONS_PER_DAY } from '#contract/constants';
import type { Retro } from '#contract/retro';
import { pickRetroQuestions } from '#domain/question-rotation';
import { deviceRetro, deviceRetroToday, localToday, recentlyAsked } from './device-retro';

const POOL = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, text: `Question ${i + 1}?` }));
const BERLIN = { timezone: 'Europe/Berlin', dayStartHour: 0 };

function known(date: string, ids: number[], status: Retro['status'] = 'completed'): Retro {
  const retro = deviceRetro({ userId: 'u-1', date, pool: POOL, known: [] });
  if (!retro) throw new Error('no retro');
  return { ...retro, status, questions: ids.map((id) => ({ id, text: '', answer: 'x', answeredAt: null })) };
}

test("the local day follows the user's zone and day-start hour, not the device's", () => {
  // 23:30 UTC on 27 November is 00:30 on the 28th in Berlin.
  const now = new Date(Date.UTC(2026, 10, 27, 23, 30));
  expect(localToday(now, BERLIN)).toEqual({ today: '2026-11-28', calendarDate: '2026-11-28' });
  // Before a 4 a.m. day start it is still the 27th's retro.
  expect(localToday(now, { ...BERLIN, dayStartHour: 4 })).toEqual({
    today: '2026-11-27',
    calendarDate: '2026-11-28',
  });
  // Across the leap day, west of UTC.
  expect(
    localToday(new Date(Date.UTC(2028, 2, 1, 3)), { timezone: 'America/New_York', dayStartHour: 0 }),
  ).toEqual({ today: '2028-02-29', calendarDate: '2028-02-29' });
});

test('a new day on the device asks the questions the server would pick', () => {
  const history = [known('2026-11-26', [1, 2, 3]), known('2026-11-27', [4, 5, 6])];
  const retro = deviceRetro({ userId: 'u-1', date: '2026-11-28', pool: POOL, known: history });
  const server = pickRetroQuestions({
    userId: 'u-1',
    date: '2026-11-28',
    pool: POOL.map((q) => q.id),
    recentlyAsked: new Set([1, 2, 3, 4, 5, 6]),
    count: RETRO_QUESTIONS_PER_DAY,
  });
  expect(retro?.questions.map((q) => q.id)).toEqual(server);
  expect(retro?.questions[0]?.text).toBe(`Question ${server[0]}?`);
  expect(retro).toMatchObject({
    date: '2026-11-28',
    status: 'not_started',
    editable: true,
    answeredCount: 0,
  });
  expect(retro?.ratings).toEqual(LIFE_AREAS.map((area) => ({ area, rating: null })));
});

test('only retros of the six days before count as recently asked', () => {
  const asked = recentlyAsked('2026-11-28', [
    known('2026-11-21', [9]),
    known('2026-11-22', [1]),
    known('2026-11-27', [2]),
    known('2026-11-28', [3]),
  ]);
  expect([...asked].sort()).toEqual([1, 2]);
});

test('an empty pool makes no retro; a first day with no history still makes one', () => {
  expect(deviceRetro({ userId: 'u-1', date: '2026-11-28', pool: [], known: [] })).toBeNull();
  expect(deviceRetro({ userId: 'u-1', date: '2026-11-28', pool: POOL, known: [] })?.questions).toHaveLength(
    RETRO_QUESTIONS_PER_DAY,
  );
});

test("today offline: a retro the device already holds for today is kept, with yesterday's as known", () => {
  const now = new Date(Date.UTC(2026, 10, 28, 9));
  const yesterday = known('2026-11-27', [4, 5, 6], 'in_progress');
  const fresh = deviceRetroToday({ userId: 'u-1', now, rules: BERLIN, pool: POOL, known: [yesterday] });
  expect(fresh?.retro.date).toBe('2026-11-28');
  expect(fresh?.yesterday).toMatchObject({ date: '2026-11-27', status: 'in_progress', finishable: false });
  const started = { ...known('2026-11-28', [7, 8, 9], 'in_progress') };
  const kept = deviceRetroToday({ userId: 'u-1', now, rules: BERLIN, pool: POOL, known: [started] });
  expect(kept?.retro).toBe(started);
});
