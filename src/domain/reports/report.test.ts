import { describe, expect, test } from 'vitest';
import { LIFE_AREAS, type LifeArea, REPORT_PERIODS } from '#contract/constants';
import { addDays, daysBetween, localDay } from '../local-day';
import { ratingsOf } from './areas';
import { recordsIn } from './day-record';
import { findInsights } from './insights';
import { bucketRanges } from './over-time';
import { buildReport, type ReportSettings, reportWindow } from './report';
import { expectedStrength, generatedHistory, type RawDay, toRecords } from './report-fixtures';
import { STRENGTH_WINDOW_RATINGS } from './strength';
import { yearInPixels } from './year-in-pixels';

const history = generatedHistory('2026-06-01', 180);
const records = toRecords(history);
const settings = { today: '2026-11-25', weekStart: 'monday', firstDay: '2026-06-01' } as const;

/** The raw days between two dates, read straight from the history. */
const rawIn = (from: string, to: string) => history.filter((d) => d.date >= from && d.date <= to);

describe('a month report, every figure checked against the raw days', () => {
  const report = buildReport(records, [], { ...settings, period: 'month', offset: 1 });
  const raw = rawIn('2026-10-01', '2026-10-31');

  test('the period is October and the previous one September', () => {
    expect([report.from, report.to]).toEqual(['2026-10-01', '2026-10-31']);
    expect([report.previous?.from, report.previous?.to]).toEqual(['2026-09-01', '2026-09-30']);
  });

  test('counts', () => {
    let completed = 0;
    let entries = 0;
    let words = 0;
    let moods = 0;
    let moodSum = 0;
    for (const day of raw) {
      if (day.retro === 'completed') completed++;
      for (const w of day.entries ?? []) {
        entries++;
        words += w;
      }
      if (day.mood !== undefined) {
        moods++;
        moodSum += day.mood;
      }
    }
    expect(report.counts).toMatchObject({
      daysSoFar: 31,
      retrosCompleted: completed,
      completionRate: completed / 31,
      journalEntries: entries,
      wordsWritten: words,
      moodsLogged: moods,
    });
    expect(report.counts.moodAverage).toBeCloseTo(moodSum / moods, 12);
  });

  test('mood distribution', () => {
    const levels = ['awful', 'bad', 'okay', 'good', 'great'];
    for (const { mood, count } of report.moodDistribution) {
      expect(count).toBe(raw.filter((d) => d.mood === levels.indexOf(mood) + 1).length);
    }
  });

  test('area means, counts and changes against September', () => {
    const previous = rawIn('2026-09-01', '2026-09-30');
    for (const area of LIFE_AREAS) {
      const now = raw.flatMap((d) => (d.ratings?.[area] ? [d.ratings[area]] : []));
      const before = previous.flatMap((d) => (d.ratings?.[area] ? [d.ratings[area]] : []));
      const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const figures = report.areas.find((f) => f.area === area);
      expect(figures?.count).toBe(now.length);
      expect(figures?.mean).toBeCloseTo(avg(now), 12);
      expect(figures?.change).toBeCloseTo(avg(now) - avg(before), 12);
    }
  });

  test('strength scores are the weighted ratings up to the last day of October', () => {
    for (const area of LIFE_AREAS) {
      const ratings = history.flatMap((d) =>
        d.date <= '2026-10-31' && d.ratings?.[area] ? [d.ratings[area]] : [],
      );
      expect(report.areas.find((f) => f.area === area)?.score).toBe(expectedStrength(ratings));
    }
  });

  test('the strongest area has the highest score and the improvement area is another one', () => {
    const best = Math.max(...report.areas.map((f) => f.score as number));
    expect(report.strongestArea).toMatchObject({ score: best, basis: 'highest-score' });
    expect(report.improvementArea.area).not.toBeNull();
    expect(report.improvementArea.area).not.toBe(report.strongestArea.area);
  });

  test('weekly progress shows the last week of October', () => {
    expect([report.weeklyProgress.from, report.weeklyProgress.to]).toEqual(['2026-10-26', '2026-11-01']);
    const expected = rawIn('2026-10-26', '2026-11-01').filter((d) => d.retro === 'completed').length;
    expect(report.weeklyProgress.completed).toBe(expected);
  });

  test('over time has one point per day, each with that day’s mood', () => {
    expect(report.overTime).toHaveLength(31);
    for (const point of report.overTime) {
      const day = raw.find((d) => d.date === point.from);
      expect(point.mood).toBe(day?.mood ?? null);
    }
  });
});

describe('periods still running and all time', () => {
  test('this month counts the days so far only, and over time stops at today', () => {
    const report = buildReport(records, [], { ...settings, period: 'month', offset: 0 });
    expect(report.counts.daysSoFar).toBe(25);
    expect(report.overTime).toHaveLength(25);
  });

  test('all time runs from the first day, has no previous period, and monthly points', () => {
    const report = buildReport(records, [], { ...settings, period: 'all', offset: 0 });
    expect(report.from).toBe('2026-06-01');
    expect(report.previous).toBeNull();
    expect(report.overTime.map((p) => p.from)).toEqual([
      report.from,
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    const upToToday = rawIn('2026-06-01', '2026-11-25');
    expect(report.counts.retrosCompleted).toBe(upToToday.filter((d) => d.retro === 'completed').length);
    expect(report.counts.daysSoFar).toBe(178);
  });

  test('a new user with no records gets a report of empty figures and no areas', () => {
    const report = buildReport([], [], { ...settings, firstDay: '2026-11-25', period: 'week', offset: 0 });
    expect(report.counts).toMatchObject({ daysSoFar: 1, retrosCompleted: 0, moodAverage: null });
    expect(report.strongestArea).toEqual({ area: null, reason: 'not-enough-ratings', ratingsNeeded: 3 });
    expect(report.insights).toEqual([]);
  });

  test('the window reaches back to the period before and the week before the week shown', () => {
    expect(reportWindow({ period: 'week', offset: 0, today: '2026-11-25', weekStart: 'monday' })).toEqual({
      from: '2026-11-16',
      to: '2026-11-29',
    });
    expect(reportWindow({ period: 'month', offset: 1, today: '2026-11-25', weekStart: 'monday' })).toEqual({
      from: '2026-09-01',
      to: '2026-11-01',
    });
    expect(reportWindow({ period: 'all', offset: 0, today: '2026-11-25', weekStart: 'monday' })).toEqual({
      from: null,
      to: '2026-11-25',
    });
  });

  test('a year splits into weeks that start on the chosen day, clipped to the year', () => {
    const weeks = bucketRanges({ from: '2026-01-01', to: '2026-12-31' }, 'week', 'sunday');
    expect(weeks[0]).toEqual({ from: '2026-01-01', to: '2026-01-03' });
    expect(weeks[1]).toEqual({ from: '2026-01-04', to: '2026-01-10' });
    expect(weeks.at(-1)).toEqual({ from: '2026-12-27', to: '2026-12-31' });
  });
});

describe('insights', () => {
  /** n days from `from`, each with the given Health rating and mood. */
  const days = (from: string, n: number, health: number, mood: number, extra: Partial<RawDay> = {}) =>
    Array.from({ length: n }, (_, i) => ({
      date: addDays(from, i),
      ratings: { Health: health },
      mood,
      ...extra,
    }));

  test('a difference of 0.5 or more with 7 days each side is told, with its numbers', () => {
    const raw = [...days('2026-01-01', 7, 5, 4), ...days('2026-01-08', 7, 2, 3)];
    const [insight, ...rest] = findInsights(toRecords(raw));
    expect(rest).toEqual([]);
    expect(insight).toEqual({
      kind: 'area',
      area: 'Health',
      text: 'On days you rate Health 4 or 5 your mood averages 4.0, against 3.0 on the others.',
      withMood: 4,
      withDays: 7,
      withoutMood: 3,
      withoutDays: 7,
    });
  });

  test('six days on one side, or a difference under 0.5, is no insight', () => {
    expect(
      findInsights(toRecords([...days('2026-01-01', 6, 5, 5), ...days('2026-01-07', 10, 1, 1)])),
    ).toEqual([]);
    // Means 3.43 and 3.0: a difference of 0.43.
    const close = [
      ...days('2026-01-01', 4, 5, 3),
      ...days('2026-01-05', 3, 5, 4),
      ...days('2026-01-08', 7, 1, 3),
    ];
    expect(findInsights(toRecords(close))).toEqual([]);
  });

  test('never more than three, the largest differences first', () => {
    const good = {
      ratings: { Spiritual: 5, Relationships: 5, Health: 5, Productivity: 5 },
      retro: 'completed' as const,
      entries: [10],
    };
    const raw = [
      ...Array.from({ length: 7 }, (_, i) => ({ date: addDays('2026-01-01', i), mood: 5, ...good })),
      ...Array.from({ length: 7 }, (_, i) => ({
        date: addDays('2026-01-08', i),
        mood: 1,
        ratings: { Spiritual: 3, Relationships: 2, Health: 1, Productivity: 3 },
      })),
    ];
    const insights = findInsights(toRecords(raw));
    expect(insights).toHaveLength(3);
    expect(insights.every((i) => i.withMood - i.withoutMood === 4)).toBe(true);
  });
});

test('year in pixels holds each day with anything on it, with its mood and retro', () => {
  const raw: RawDay[] = [
    { date: '2025-12-31', mood: 5 },
    { date: '2026-01-01', mood: 3, retro: 'completed' },
    { date: '2026-02-10', entries: [5] },
    { date: '2026-12-31', retro: 'started' },
  ];
  expect(yearInPixels(toRecords(raw), 2026)).toEqual([
    { date: '2026-01-01', mood: 'okay', retro: 'completed', journal: false },
    { date: '2026-02-10', mood: null, retro: null, journal: true },
    { date: '2026-12-31', mood: null, retro: 'started', journal: false },
  ]);
});

/**
 * A report read the way the server reads it: the records of `reportWindow`, and each area's last
 * STRENGTH_WINDOW_RATINGS ratings before that window, however old.
 */
function readAsTheServer(all: ReturnType<typeof toRecords>, settings: ReportSettings) {
  const window = reportWindow(settings);
  const records = recordsIn(all, window.from ?? '0001-01-01', window.to);
  const earlier: Partial<Record<LifeArea, { date: string; rating: number }[]>> = {};
  if (window.from !== null) {
    const before = all.filter((r) => r.date < (window.from as string));
    for (const area of LIFE_AREAS) earlier[area] = ratingsOf(before, area).slice(-STRENGTH_WINDOW_RATINGS);
  }
  return buildReport(records, [], settings, earlier);
}

describe('strength is the same whichever period is open', () => {
  // Three years up to today of an area rated daily and one rated weekly (on Sundays).
  const days: RawDay[] = [];
  const random = (n: number) => ((n * 7919) % 5) + 1;
  for (let i = 0; i <= daysBetween('2023-11-01', '2026-10-28'); i++) {
    const date = addDays('2023-11-01', i);
    const ratings: RawDay['ratings'] = { Health: random(i) };
    if (i % 7 === 4) ratings.Spiritual = random(i * 3);
    days.push({ date, retro: 'completed', ratings, mood: random(i + 2) });
  }
  const all = toRecords(days);
  const base = { offset: 0, today: '2026-10-28', weekStart: 'monday', firstDay: '2023-11-01' } as const;
  const reports = REPORT_PERIODS.map((period) => readAsTheServer(all, { ...base, period }));
  /** Each area's score on `date`, from every rating up to it written out as a sum. */
  const expected = (area: LifeArea, date: string) =>
    expectedStrength(
      days
        .filter((d) => d.date <= date && d.ratings?.[area] !== undefined)
        .map((d) => d.ratings?.[area] as number)
        .slice(-STRENGTH_WINDOW_RATINGS),
    );

  test('today’s score of each area is one number in the week, the month, the year and all time', () => {
    for (const area of ['Health', 'Spiritual'] as const) {
      const scores = reports.map((r) => r.areas.find((a) => a.area === area)?.score);
      const lastPoints = reports.map((r) => r.overTime.at(-1)?.strength[area]);
      expect(new Set([...scores, ...lastPoints]), area).toEqual(new Set([expected(area, base.today)]));
    }
  });

  test('a day inside the week has the same score in the week’s points and the month’s', () => {
    const [week, month] = reports as [ReturnType<typeof buildReport>, ReturnType<typeof buildReport>];
    for (const point of week.overTime) {
      const same = month.overTime.find((p) => p.from === point.from);
      expect(same?.strength, point.from).toEqual(point.strength);
      expect(point.strength.Spiritual).toBe(expected('Spiritual', point.to));
    }
  });

  test('last year’s figures read only last year and the year before for the comparison', () => {
    const lastYear = readAsTheServer(all, { ...base, period: 'year', offset: 1 });
    const raw = days.filter((d) => d.date >= '2025-01-01' && d.date <= '2025-12-31');
    const before = days.filter((d) => d.date >= '2024-01-01' && d.date <= '2024-12-31');
    const health = lastYear.areas.find((a) => a.area === 'Health');
    expect(health?.count).toBe(raw.length);
    expect(health?.previousCount).toBe(before.length);
    expect(health?.score).toBe(expected('Health', '2025-12-31'));
    expect(lastYear.previous?.areas.find((a) => a.area === 'Health')).toEqual({
      area: 'Health',
      mean: before.reduce((sum, d) => sum + (d.ratings?.Health as number), 0) / before.length,
      count: before.length,
      score: expected('Health', '2024-12-31'),
    });
  });
});

describe('over time, each point checked against the raw days', () => {
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

  test('a year’s weekly points: each area’s mean of the week and its strength at the week’s end', () => {
    const report = buildReport(records, [], { ...settings, period: 'year', offset: 0 });
    expect(report.overTime.length).toBeGreaterThan(40);
    for (const point of report.overTime) {
      const raw = rawIn(point.from, point.to);
      for (const area of LIFE_AREAS) {
        const ratings = raw.flatMap((d) => (d.ratings?.[area] ? [d.ratings[area]] : []));
        const mean = avg(ratings);
        if (mean === null) expect(point.areas[area]).toBeNull();
        else expect(point.areas[area]).toBeCloseTo(mean, 12);
        const upTo = history.flatMap((d) =>
          d.date <= point.to && d.ratings?.[area] ? [d.ratings[area]] : [],
        );
        expect(point.strength[area], `${area} ${point.to}`).toBe(
          upTo.length === 0 ? null : expectedStrength(upTo),
        );
      }
      const moods = raw.flatMap((d) => (d.mood === undefined ? [] : [d.mood]));
      expect(point.moodDays).toBe(moods.length);
      if (moods.length > 0) expect(point.mood).toBeCloseTo(avg(moods) as number, 12);
    }
  });

  test('all time’s monthly points: the means of each calendar month', () => {
    const report = buildReport(records, [], { ...settings, period: 'all', offset: 0 });
    const september = report.overTime.find((p) => p.from === '2026-09-01');
    expect(september?.to).toBe('2026-09-30');
    const raw = rawIn('2026-09-01', '2026-09-30');
    for (const area of LIFE_AREAS) {
      const mean = avg(raw.flatMap((d) => (d.ratings?.[area] ? [d.ratings[area]] : [])));
      expect(september?.areas[area]).toBeCloseTo(mean as number, 12);
    }
  });
});

test('after the time zone changed mid-week, each record keeps the local date it was written on', () => {
  // Retros written at these instants, in New York until Wednesday 18 November 2026, then in Tokyo.
  const written = [
    { at: '2026-11-17T02:30:00Z', zone: 'America/New_York', health: 2 }, // Monday 16, 21:30
    { at: '2026-11-18T03:00:00Z', zone: 'America/New_York', health: 3 }, // Tuesday 17, 22:00
    { at: '2026-11-18T14:00:00Z', zone: 'Asia/Tokyo', health: 4 }, // Wednesday 18, 23:00
    { at: '2026-11-19T16:00:00Z', zone: 'Asia/Tokyo', health: 5 }, // Friday 20, 01:00
  ];
  const raw: RawDay[] = written.map(({ at, zone, health }) => ({
    date: localDay(new Date(at), zone),
    retro: 'completed',
    ratings: { Health: health },
    mood: health,
  }));
  expect(raw.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20']);
  // Read on Friday in Tokyo.
  const today = localDay(new Date('2026-11-20T03:00:00Z'), 'Asia/Tokyo');
  const report = buildReport(toRecords(raw), [], {
    period: 'week',
    offset: 0,
    today,
    weekStart: 'monday',
    firstDay: '2026-11-16',
  });
  expect(report.weeklyProgress.days.map((d) => [d.date, d.retro, d.mood])).toEqual([
    ['2026-11-16', 'completed', 'bad'],
    ['2026-11-17', 'completed', 'okay'],
    ['2026-11-18', 'completed', 'good'],
    ['2026-11-19', 'missed', null],
    ['2026-11-20', 'completed', 'great'],
    ['2026-11-21', 'not-yet', null],
    ['2026-11-22', 'not-yet', null],
  ]);
  expect(report.overTime.map((p) => p.areas.Health)).toEqual([2, 3, 4, null, 5]);
  expect(report.counts).toMatchObject({ daysSoFar: 5, retrosCompleted: 4, moodsLogged: 4 });
  expect(report.areas.find((a) => a.area === 'Health')).toMatchObject({
    count: 4,
    mean: 3.5,
    score: expectedStrength([2, 3, 4, 5]),
  });
});
