import { describe, expect, test } from 'vitest';
import { addDays } from './local-day';
import { pickQuestionOfTheDay, pickRetroQuestions, stableHash } from './question-rotation';

const pool = Array.from({ length: 28 }, (_, i) => i + 1);
const COUNT = 3;

/** Plays a user answering every day from `start` for `days` days, as the server would. */
function simulate(userId: string, start: string, days: number, questionPool: number[] = pool) {
  const asked = new Map<string, number[]>();
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    const recentlyAsked = new Set<number>();
    for (let back = 1; back <= 6; back++) {
      for (const id of asked.get(addDays(date, -back)) ?? []) recentlyAsked.add(id);
    }
    asked.set(date, pickRetroQuestions({ userId, date, pool: questionPool, recentlyAsked, count: COUNT }));
  }
  return asked;
}

function assertNoRepeatWithinAWeek(asked: Map<string, number[]>) {
  const days = [...asked.entries()];
  for (let i = 0; i < days.length; i++) {
    const window = days.slice(i, i + 7).flatMap(([, ids]) => ids);
    expect(new Set(window).size).toBe(window.length);
  }
}

describe('the daily retro questions', () => {
  test('are the same for the same user and day', () => {
    const input = { userId: 'u1', date: '2026-06-15', pool, recentlyAsked: new Set<number>(), count: COUNT };
    expect(pickRetroQuestions(input)).toEqual(pickRetroQuestions({ ...input }));
    expect(pickRetroQuestions(input)).toHaveLength(COUNT);
  });

  test('differ between users on the same day', () => {
    const picks = ['a', 'b', 'c', 'd', 'e'].map((userId) =>
      pickRetroQuestions({ userId, date: '2026-06-15', pool, recentlyAsked: new Set(), count: COUNT }).join(),
    );
    expect(new Set(picks).size).toBeGreaterThan(1);
  });

  test('never repeat within a week over a year of daily retros', () => {
    assertNoRepeatWithinAWeek(simulate('user-42', '2026-01-01', 366));
  });

  test('go through the whole pool before a question comes back', () => {
    const asked = simulate('user-7', '2026-03-01', 9);
    const all = [...asked.values()].flat();
    expect(new Set(all).size).toBe(27); // nine days × three, all different, out of 28
  });

  test('still respect the week when the pool changes on the way', () => {
    const asked = simulate('user-9', '2026-05-01', 10);
    const grown = [...pool, 29, 30, 31];
    const recentlyAsked = new Set([...asked.entries()].slice(-6).flatMap(([, ids]) => ids));
    const next = pickRetroQuestions({
      userId: 'user-9',
      date: '2026-05-11',
      pool: grown,
      recentlyAsked,
      count: COUNT,
    });
    expect(next).toHaveLength(COUNT);
    for (const id of next) expect(recentlyAsked.has(id)).toBe(false);
  });

  test('skip questions asked in the last six days even after missed days', () => {
    const recentlyAsked = new Set(pool.slice(0, 20));
    const picked = pickRetroQuestions({ userId: 'u', date: '2026-06-15', pool, recentlyAsked, count: COUNT });
    for (const id of picked) expect(id).toBeGreaterThan(20);
  });

  test('a pool too small for a week still gives a full set', () => {
    const small = [1, 2, 3, 4];
    const picked = pickRetroQuestions({
      userId: 'u',
      date: '2026-06-15',
      pool: small,
      recentlyAsked: new Set([1, 2, 3]),
      count: COUNT,
    });
    expect(picked).toHaveLength(3);
    expect(new Set(picked).size).toBe(3);
    expect(picked[0]).toBe(4);
  });

  test('an empty pool gives no questions', () => {
    expect(
      pickRetroQuestions({ userId: 'u', date: '2026-06-15', pool: [], recentlyAsked: new Set(), count: 3 }),
    ).toEqual([]);
  });
});

describe('the question of the day', () => {
  test('shows every question once before any comes back', () => {
    const seen = Array.from({ length: pool.length }, (_, i) =>
      pickQuestionOfTheDay('user-1', addDays('2026-12-20', i), pool),
    );
    expect(new Set(seen).size).toBe(pool.length);
    expect(pickQuestionOfTheDay('user-1', addDays('2026-12-20', pool.length), pool)).toBe(seen[0]);
  });

  test('is null without questions', () => {
    expect(pickQuestionOfTheDay('user-1', '2026-06-15', [])).toBeNull();
  });
});

test('stableHash is stable and spreads', () => {
  expect(stableHash('abc')).toBe(stableHash('abc'));
  expect(stableHash('abc')).not.toBe(stableHash('abd'));
});
