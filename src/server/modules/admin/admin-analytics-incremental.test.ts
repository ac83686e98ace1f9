import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '#domain/local-day';
import { setClock } from '#server/lib/clock';
import { completeTodaysRetro } from '#server/modules/retro/retro-api.fixtures';
import { TEST_NOW, TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';

/**
 * Weekly and monthly active people and the retention cohorts are kept by the activity triggers
 * (migration 0019). After a mix of activity — through the API, written out of order, imported many
 * rows in one statement, an account moved to another week of joining and an account deleted — the
 * kept figures must equal the figures counted from the records themselves.
 */

let t: TestApp;
let admin: TestClient;
const ids: string[] = [];

const run = async (statement: string) =>
  (await t.database.db.execute(statement as never)) as unknown as { rows: Record<string, unknown>[] };

/** Every (person, day) of activity, counted from the records (a completed retro, an entry, a mood). */
const RAW_DAYS = `(select user_id, local_date as day from retros where completed_at is not null
  union select user_id, local_date from journal_entries union select user_id, local_date from moods)`;

const CHECK_FROM = addDays(TEST_TODAY, -80);
const CHECK_TO = addDays(TEST_TODAY, 40);

/** For every day checked: the kept 7- and 30-day counts beside the counts from the records. */
async function windows() {
  const { rows } = await run(
    `select d::date::text as day,
       (select coalesce(sum(weekly), 0)::int from active_window_changes c where c.day <= d::date) as kept_weekly,
       (select count(distinct user_id)::int from ${RAW_DAYS} r where r.day between d::date - 6 and d::date) as weekly,
       (select coalesce(sum(monthly), 0)::int from active_window_changes c where c.day <= d::date) as kept_monthly,
       (select count(distinct user_id)::int from ${RAW_DAYS} r where r.day between d::date - 29 and d::date) as monthly
     from generate_series('${CHECK_FROM}'::date, '${CHECK_TO}'::date, interval '1 day') d order by d`,
  );
  return rows;
}

async function expectWindowsMatchRecords() {
  const rows = await windows();
  expect(rows.some((row) => Number(row.weekly) >= 3)).toBe(true);
  for (const row of rows) {
    expect({ day: row.day, weekly: row.kept_weekly, monthly: row.kept_monthly }).toEqual({
      day: row.day,
      weekly: row.weekly,
      monthly: row.monthly,
    });
  }
}

/** Retention kept by the triggers, and counted from the accounts joined to their active weeks. */
async function retentionPairs() {
  const kept = await run(
    `select cohort_week::text as cohort, week::text, people::int as n from retention_counts
     where people <> 0 order by 1, 2`,
  );
  const counted = await run(
    `select date_trunc('week', u.created_at at time zone 'UTC')::date::text as cohort,
       date_trunc('week', r.day::timestamp)::date::text as week, count(distinct u.id)::int as n
     from users u join ${RAW_DAYS} r on r.user_id = u.id
     where date_trunc('week', r.day::timestamp) >= date_trunc('week', u.created_at at time zone 'UTC')
     group by 1, 2 order by 1, 2`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

beforeAll(async () => {
  setClock(TEST_NOW);
  t = await createTestApp();
  ({ client: admin } = await signedInClient(t.app, 'first'));
  for (let i = 0; i < 7; i += 1) {
    const { client, user } = await signedInClient(t.app, 'mixer');
    ids.push(user.id);
    // Through the API: a mood today for everyone, a completed retro for some.
    expect((await client.post('/api/moods', { mood: 'good' })).statusCode).toBe(201);
    if (i % 2 === 0) await completeTodaysRetro(client);
  }
  // Joined in different weeks, some before the activity below.
  for (const [i, id] of ids.entries()) {
    await run(
      `update users set created_at = '${addDays(TEST_TODAY, -7 * (i % 4) - 50)}T09:00:00Z' where id = '${id}'`,
    );
  }
});
afterAll(() => t.close());

describe('incremental active people and retention', () => {
  test('equal the figures counted from the records after a mix of activity', async () => {
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    // Written out of order, one statement each: a later day first, then earlier and in-between days.
    for (const back of [3, 40, 10, 12, 4, 33]) {
      await run(
        `insert into moods (user_id, local_date, score) values ('${a}', '${addDays(TEST_TODAY, -back)}', 3)`,
      );
    }
    // An import: many entries in one statement, out of order, several on one day.
    const days = [20, 2, 45, 2, 9, 31, 8, 20, 60, 1, 15, 15, 27];
    await run(
      `insert into journal_entries (user_id, local_date, body) values ${days
        .map((back, i) => `('${b}', '${addDays(TEST_TODAY, -back)}', 'imported ${i}')`)
        .join(', ')}`,
    );
    // Retros of several people in one statement: started only (not activity) and completed.
    await run(
      `insert into retros (user_id, local_date, question_ids, started_at, completed_at) values
       ('${c}', '${addDays(TEST_TODAY, -5)}', '{1}', now(), now()),
       ('${d}', '${addDays(TEST_TODAY, -5)}', '{1}', now(), null),
       ('${c}', '${addDays(TEST_TODAY, -36)}', '{1}', now(), now()),
       ('${e}', '${addDays(TEST_TODAY, -29)}', '{1}', now(), now())`,
    );
    // A started retro completed later is a new active day.
    await run(
      `update retros set completed_at = now() where user_id = '${d}' and local_date = '${addDays(TEST_TODAY, -5)}'`,
    );
    // Activity the same person already had that day changes nothing.
    await run(
      `insert into journal_entries (user_id, local_date, body) values ('${a}', '${addDays(TEST_TODAY, -10)}', 'again')`,
    );
    await expectWindowsMatchRecords();
    const { kept, counted } = await retentionPairs();
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(counted);

    // An account moved to another week of joining, and an account deleted.
    await run(`update users set created_at = '${addDays(TEST_TODAY, -3)}T09:00:00Z' where id = '${a}'`);
    await run(`delete from users where id = '${b}'`);
    await expectWindowsMatchRecords();
    const after = await retentionPairs();
    expect(after.kept).toEqual(after.counted);

    // The answer reads the kept figures: five or more people active this week and month.
    const body = (await admin.get('/api/admin/analytics?days=30')).json();
    const today = (await windows()).find((row) => row.day === TEST_TODAY);
    expect(body.activeUsers).toEqual({ daily: 6, weekly: today?.weekly, monthly: today?.monthly });
    expect(Number(today?.monthly)).toBeGreaterThanOrEqual(5);

    // Rebuilding from the records gives the same kept figures the triggers kept.
    const snapshot = async () => ({
      windows: (
        await run(
          'select day::text, weekly, monthly from active_window_changes where weekly <> 0 or monthly <> 0 order by day',
        )
      ).rows,
      retention: (await retentionPairs()).kept,
    });
    const before = await snapshot();
    await run('select admin_rebuild_activity_totals()');
    const rebuilt = await snapshot();
    expect(rebuilt.retention).toEqual(before.retention);
    // The changes may be spread over different days, but every day's sums agree.
    await expectWindowsMatchRecords();
  });
});
