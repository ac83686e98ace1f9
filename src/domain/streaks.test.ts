import { describe, expect, test } from 'vitest';
import { STREAK_FREEZE_EARNED_EVERY_DAYS, STREAK_FREEZES_MAX } from '#contract/constants';
import { addDays, daysBetween, type LocalDate } from './local-day';
import { computeStreak, EMPTY_STREAK, streakAsOf, summarizeStreak, untoldFreeze } from './streaks';

/** `count` consecutive dates starting at `from`. */
const run = (from: LocalDate, count: number): LocalDate[] =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

describe('a run of days', () => {
  test('an empty history is a broken streak of zero with nothing stored', () => {
    expect(computeStreak([], '2026-03-01')).toEqual({
      current: 0,
      longest: 0,
      lastActiveDate: null,
      runStartDate: null,
      freezesAvailable: 0,
      frozenDates: [],
      status: 'broken',
      nextFreezeIn: STREAK_FREEZE_EARNED_EVERY_DAYS,
    });
    expect(summarizeStreak([])).toEqual(EMPTY_STREAK);
  });

  test('the first day starts a run of one, pending the next day, at risk the day after, then broken', () => {
    const dates = ['2026-03-01'];
    expect(computeStreak(dates, '2026-03-01')).toEqual({
      current: 1,
      longest: 1,
      lastActiveDate: '2026-03-01',
      runStartDate: '2026-03-01',
      freezesAvailable: 0,
      frozenDates: [],
      status: 'active',
      nextFreezeIn: 6,
    });
    expect(computeStreak(dates, '2026-03-02')).toMatchObject({ current: 1, status: 'pending' });
    expect(computeStreak(dates, '2026-03-03')).toMatchObject({ current: 1, status: 'at_risk' });
    expect(computeStreak(dates, '2026-03-04')).toMatchObject({
      current: 0,
      longest: 1,
      runStartDate: null,
      lastActiveDate: '2026-03-01',
      status: 'broken',
    });
  });

  test('consecutive days add up; a repeated date counts once', () => {
    const dates = ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03'];
    expect(computeStreak(dates, '2026-03-03')).toMatchObject({ current: 3, longest: 3, status: 'active' });
  });

  test('dates out of order are refused rather than miscounted', () => {
    expect(() => summarizeStreak(['2026-03-02', '2026-03-01'])).toThrow(RangeError);
  });

  test('a missed day ends the run but not the longest', () => {
    const dates = [...run('2026-03-01', 3), '2026-03-05'];
    expect(computeStreak(dates, '2026-03-05')).toMatchObject({
      current: 1,
      longest: 3,
      runStartDate: '2026-03-05',
      frozenDates: [],
      status: 'active',
    });
  });
});

describe('freezes', () => {
  test('a 7-day run earns one freeze', () => {
    expect(computeStreak(run('2026-03-01', 6), '2026-03-06')).toMatchObject({
      freezesAvailable: 0,
      nextFreezeIn: 1,
    });
    expect(computeStreak(run('2026-03-01', 7), '2026-03-07')).toMatchObject({
      current: 7,
      freezesAvailable: 1,
      nextFreezeIn: 7,
    });
  });

  test('a one-day gap after a 7-day run spends the freeze, the run goes on and the day is frozen', () => {
    const dates = [...run('2026-03-01', 7), '2026-03-09'];
    expect(computeStreak(dates, '2026-03-09')).toEqual({
      current: 8,
      longest: 8,
      lastActiveDate: '2026-03-09',
      runStartDate: '2026-03-01',
      freezesAvailable: 0,
      frozenDates: ['2026-03-08'],
      status: 'active',
      nextFreezeIn: 6,
    });
  });

  test('a one-day gap without a freeze ends the run', () => {
    const dates = [...run('2026-03-01', 6), '2026-03-08'];
    expect(computeStreak(dates, '2026-03-08')).toMatchObject({
      current: 1,
      longest: 6,
      runStartDate: '2026-03-08',
      frozenDates: [],
    });
  });

  test('a two-day gap ends the run even with freezes, and the run loses them', () => {
    const dates = [...run('2026-03-01', 14), '2026-03-17'];
    expect(computeStreak(dates, '2026-03-17')).toMatchObject({
      current: 1,
      longest: 14,
      runStartDate: '2026-03-17',
      freezesAvailable: 0,
      frozenDates: [],
    });
  });

  test(`at most ${STREAK_FREEZES_MAX} freezes are kept`, () => {
    const dates = run('2026-03-01', 28);
    expect(computeStreak(dates, '2026-03-28')).toMatchObject({ current: 28, freezesAvailable: 2 });
    // Three single-day gaps: the two kept freezes cover two; the third ends the run.
    const withGaps = [...dates, '2026-03-30', '2026-04-01', '2026-04-03'];
    expect(computeStreak(withGaps, '2026-04-03')).toMatchObject({
      current: 1,
      longest: 30,
      runStartDate: '2026-04-03',
      frozenDates: ['2026-03-29', '2026-03-31'],
    });
  });

  test('freeze-joined runs are one run for the longest, and frozen days stay recorded after a break', () => {
    const dates = [...run('2026-03-01', 7), ...run('2026-03-09', 7), '2026-03-20'];
    expect(computeStreak(dates, '2026-03-20')).toMatchObject({
      current: 1,
      longest: 14,
      frozenDates: ['2026-03-08'],
    });
  });
});

describe('as of today', () => {
  const dates = run('2026-03-01', 7);

  test('done today is active, last done yesterday is pending and still counts', () => {
    expect(computeStreak(dates, '2026-03-07')).toMatchObject({ current: 7, status: 'active' });
    expect(computeStreak(dates, '2026-03-08')).toMatchObject({
      current: 7,
      status: 'pending',
      freezesAvailable: 1,
    });
  });

  test('last done the day before yesterday with a freeze is at risk, and doing it today spends it', () => {
    expect(computeStreak(dates, '2026-03-09')).toMatchObject({
      current: 7,
      status: 'at_risk',
      freezesAvailable: 1,
      runStartDate: '2026-03-01',
    });
    expect(computeStreak([...dates, '2026-03-09'], '2026-03-09')).toMatchObject({
      current: 8,
      status: 'active',
      freezesAvailable: 0,
    });
  });

  test('the day before yesterday without a freeze is at risk: finishing yesterday late saves the run', () => {
    const six = run('2026-03-01', 6);
    expect(computeStreak(six, '2026-03-08')).toMatchObject({
      current: 6,
      longest: 6,
      status: 'at_risk',
      freezesAvailable: 0,
    });
    // Yesterday recorded late, on the 8th: the run goes on without a gap and without a freeze.
    expect(computeStreak([...six, '2026-03-07'], '2026-03-08')).toMatchObject({
      current: 7,
      status: 'pending',
      frozenDates: [],
    });
    // Only today instead: no freeze to cover yesterday, so a new run starts.
    expect(computeStreak([...six, '2026-03-08'], '2026-03-08')).toMatchObject({ current: 1 });
  });

  test('three days ago is broken, with or without a freeze', () => {
    expect(computeStreak(run('2026-03-01', 6), '2026-03-09')).toMatchObject({
      current: 0,
      longest: 6,
      status: 'broken',
      freezesAvailable: 0,
    });
    expect(computeStreak(dates, '2026-03-10')).toMatchObject({ current: 0, longest: 7, status: 'broken' });
  });

  test('a last active date after today (a flight east over the date line) still counts as done today', () => {
    expect(computeStreak(dates, '2026-03-06')).toMatchObject({ current: 7, status: 'active' });
  });

  test('the stored row read on any later day equals recomputing from the records that day', () => {
    // A seeded pseudo-random history of a year, with gaps of every length.
    let seed = 20260301;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const history: LocalDate[] = [];
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      if (random() < 0.8) history.push(day);
    }
    for (let i = 1; i <= history.length; i++) {
      const records = history.slice(0, i);
      // What the server stores after the activity of records[i - 1] …
      const stored = summarizeStreak(records);
      const next = history[i] ?? addDays(records[i - 1] as LocalDate, 4);
      for (let today = records[i - 1] as LocalDate; today < next; today = addDays(today, 1)) {
        // … read on each day until the next activity, against a recompute from scratch that day.
        const view = streakAsOf(stored, today);
        expect(view).toEqual(computeStreak(records, today));
        const { longest, lastActiveDate, frozenDates } = stored;
        expect(view).toMatchObject(
          view.status === 'broken' ? { longest, lastActiveDate, frozenDates } : stored,
        );
        // "Still counts" means it: doing it today continues exactly the run the view shows.
        const ifDoneToday = summarizeStreak([...records, today]);
        if (view.status === 'broken') expect(ifDoneToday.current).toBe(1);
        else if (view.status === 'active') expect(ifDoneToday.current).toBe(view.current);
        else if (view.status === 'pending') expect(ifDoneToday.current).toBe(view.current + 1);
        if (view.status === 'at_risk') {
          // Yesterday done late keeps the run without a freeze; today alone spends one if there is one.
          const ifYesterdayDone = summarizeStreak([...records, addDays(today, -1)]);
          expect(ifYesterdayDone.current).toBe(view.current + 1);
          expect(ifYesterdayDone.frozenDates).toEqual(view.frozenDates);
          if (view.freezesAvailable > 0) {
            expect(ifDoneToday.current).toBe(view.current + 1);
            expect(ifDoneToday.frozenDates).toEqual([...view.frozenDates, addDays(today, -1)]);
          } else expect(ifDoneToday.current).toBe(1);
        }
      }
    }
  });
});

describe('calendar edges inside a run', () => {
  test('a 365-day run', () => {
    const dates = run('2026-01-01', 365);
    expect(dates.at(-1)).toBe('2026-12-31');
    expect(computeStreak(dates, '2027-01-01')).toMatchObject({
      current: 365,
      longest: 365,
      runStartDate: '2026-01-01',
      freezesAvailable: STREAK_FREEZES_MAX,
      status: 'pending',
      nextFreezeIn: 6,
    });
  });

  test('the leap day is a day like any other, done or frozen', () => {
    expect(computeStreak(run('2028-02-27', 4), '2028-03-01')).toMatchObject({
      current: 4,
      runStartDate: '2028-02-27',
    });
    const skippingIt = [...run('2028-02-22', 7), '2028-03-01'];
    expect(computeStreak(skippingIt, '2028-03-01')).toMatchObject({
      current: 8,
      frozenDates: ['2028-02-29'],
    });
    // 2027 has no 29 February: 28 February to 1 March is consecutive.
    expect(computeStreak(['2027-02-28', '2027-03-01'], '2027-03-01')).toMatchObject({ current: 2 });
  });

  test('a run goes on over the new year', () => {
    const dates = run('2026-12-29', 6);
    expect(dates).toContain('2027-01-01');
    expect(computeStreak(dates, '2027-01-03')).toMatchObject({ current: 6, runStartDate: '2026-12-29' });
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('granted freezes (one per credited referral)', () => {
  test('cover a missed day on or after the day they were granted, after the run has none left', () => {
    const stored = summarizeStreak(['2026-05-01', '2026-05-03'], ['2026-05-02']);
    expect(stored).toMatchObject({ current: 2, frozenDates: ['2026-05-02'], freezesAvailable: 0 });
  });

  test('a freeze granted after the missed day does not reach back', () => {
    const stored = summarizeStreak(['2026-05-01', '2026-05-03'], ['2026-05-03']);
    expect(stored).toMatchObject({ current: 1, frozenDates: [], freezesAvailable: 1 });
  });

  test('outlive a broken run and are counted with the run’s own freezes', () => {
    const stored = summarizeStreak(['2026-05-01', '2026-05-05'], ['2026-04-30', '2026-04-30']);
    expect(stored).toMatchObject({ current: 1, runStartDate: '2026-05-05', freezesAvailable: 2 });
  });
});

describe('telling a freeze once', () => {
  // Seven days earn a freeze; the 8th is missed; the 9th and 10th are done: the freeze kept the run.
  const dates = [...run('2026-03-01', 7), '2026-03-09', '2026-03-10'];

  test('the freeze of the run still going is told until the user has been told of that day', () => {
    const view = computeStreak(dates, '2026-03-10');
    expect(view).toMatchObject({ current: 9, frozenDates: ['2026-03-08'] });
    expect(untoldFreeze(view, null)).toBe('2026-03-08');
    expect(untoldFreeze(view, '2026-03-07')).toBe('2026-03-08');
    expect(untoldFreeze(view, '2026-03-08')).toBeNull();
  });

  test('a freeze of a run that has ended, or no freeze at all, is not told', () => {
    expect(untoldFreeze(computeStreak(dates, '2026-03-14'), null)).toBeNull();
    expect(untoldFreeze(computeStreak(run('2026-03-01', 5), '2026-03-05'), null)).toBeNull();
    // A new run after the freeze's run broke: the old freeze stays in frozenDates, but is not told.
    const later = [...dates, '2026-03-20'];
    expect(untoldFreeze(computeStreak(later, '2026-03-20'), null)).toBeNull();
  });
});
