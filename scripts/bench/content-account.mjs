// The well-used account of `npm run bench:content`, written straight into its database: a daily retro
// (answers and ratings) for every day of `years` years, a mood on most days and the seeded journal.
import { sql } from 'drizzle-orm';
import { journalEntries } from './content-journal-text.mjs';

const ANSWERS = [
  'Finished the report ahead of time.',
  'A good conversation with a colleague over lunch.',
  'I walked instead of taking the bus.',
  'Too much time on my phone in the evening.',
  'I learned how to set up the new tool at work.',
  'Dinner with the family without screens.',
  'I was patient with the kids at bedtime.',
  'I kept putting off the difficult email.',
  'Sleep early tonight and stretch in the morning.',
  'Grateful for sunshine after a grey week.',
];

const textArray = (values) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`);

/** Seeds the user's records; `kind` is the database's ('postgres' is analysed afterwards). */
export async function seedAccount(db, userId, kind, { years, entries: entryCount }) {
  const days = years * 365 + 1;
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into retros (user_id, local_date, question_ids, started_at, completed_at, created_at, updated_at)
    select ${userId}::uuid, d::date,
           array[pool[(n * 3) % cardinality(pool) + 1], pool[(n * 3 + 1) % cardinality(pool) + 1],
                 pool[(n * 3 + 2) % cardinality(pool) + 1]],
           d + interval '21 hours', case when random() < 0.9 then d + interval '21 hours 20 minutes' end,
           d + interval '21 hours', d + interval '21 hours 20 minutes'
    from generate_series(1, ${days}) as n,
         lateral (select current_date - n as d) as day,
         lateral (select array_agg(id order by id) as pool from questions where category = 'Regular') as q`);
  await db.execute(sql`
    insert into retro_answers (retro_id, question_id, text, updated_at)
    select r.id, qid, (${textArray(ANSWERS)})[1 + floor(random() * ${ANSWERS.length})::int]
             || case when random() < 0.5 then E'\n' || (${textArray(ANSWERS)})[1 + floor(random() * ${ANSWERS.length})::int] else '' end,
           r.updated_at
    from retros r, unnest(r.question_ids) as qid
    where r.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into retro_ratings (retro_id, area, rating, updated_at)
    select r.id, area, 1 + floor(random() * 5)::int, r.updated_at
    from retros r, unnest(array['Spiritual', 'Relationships', 'Health', 'Productivity']) as area
    where r.user_id = ${userId}::uuid`);
  await db.execute(sql`
    insert into moods (user_id, local_date, score, note, created_at, updated_at)
    select ${userId}::uuid, current_date - n, 1 + floor(random() * 5)::int,
           case when random() < 0.3 then 'A note about the day.' end,
           current_date - n + interval '20 hours', current_date - n + interval '20 hours'
    from generate_series(1, ${days}) as n
    where random() < 0.85`);
  const entries = journalEntries(entryCount, days);
  for (let i = 0; i < entries.length; i += 250) {
    const rows = entries.slice(i, i + 250).map(
      (entry) =>
        sql`(${userId}::uuid, current_date - ${entry.daysAgo}::int, ${entry.title}, ${entry.body},
             string_to_array(${entry.tags.join(',')}, ',')::text[],
             current_date - ${entry.daysAgo}::int + interval '20 hours', current_date - ${entry.daysAgo}::int + interval '20 hours')`,
    );
    await db.execute(sql`
      insert into journal_entries (user_id, local_date, title, body, tags, created_at, updated_at)
      values ${sql.join(rows, sql`, `)}`);
  }
  // PostgreSQL's autovacuum would have analysed five years of writes; embedded mode has no
  // autovacuum, so there the planner works without statistics, as it would in use.
  if (kind === 'postgres') await db.execute(sql`vacuum analyze`);
}
