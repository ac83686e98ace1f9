import pg from 'pg';
import { cookieHeader } from './bench/cookies.mjs';
import { loadServer } from './bench/load-server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const WARM_UP = 5;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const ACTIVE = Math.floor(ACCOUNTS / 2);
/** Share of the year's days on which an active person does each thing. */
const RETRO_DAYS = 0.1;
const MOOD_DAYS = 0.1;
const JOURNAL_DAYS = 0.05;

const SEED = [
  [
    'accounts',
    `insert into users (username, email, password_hash, created_at, last_active_at)
    select 'member' || g, case when g % 3 = 0 then 'member' || g || '@example.org' end, 'not-a-hash',
           now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute',
           now() - (g % 60) * interval '1 hour'
    from generate_series(1, ${ACCOUNTS}) g`,
  ],
  [
    'active people',
    `create temporary table bench_active as
    select id, row_number() over (order by id) as n from users where username like 'member%' limit ${ACTIVE}`,
  ],
  [
    'retros',
    `insert into retros (user_id, local_date, question_ids, started_at, completed_at)
    select a.id, d::date, '{1,2,3}', d + interval '20 hours',
           case when random() < 0.85 then d + interval '20 hours 10 minutes' end
    from bench_active a cross join generate_series(current_date - 364, current_date, interval '1 day') d
    where random() < ${RETRO_DAYS}`,
  ],
  [
    'moods',
    `insert into moods (user_id, local_date, score)
    select a.id, d::date, 1 + floor(random() * 5)::int
    from bench_active a cross join generate_series(current_date - 364, current_date, interval '1 day') d
    where random() < ${MOOD_DAYS}`,
  ],
  [
    'journal entries',
    `insert into journal_entries (user_id, local_date, body)
    select a.id, d::date, 'a few words'
    from bench_active a cross join generate_series(current_date - 364, current_date, interval '1 day') d
    where random() < ${JOURNAL_DAYS}`,
  ],
  [
    'reminders',
    `insert into reminder_settings (user_id, enabled, minutes, days, saved_timezone, updated_at)
    select id, n % 2 = 0, 1260, '{1,2,3,4,5,6,7}', 'UTC', now() from bench_active where n % 5 = 0`,
  ],
  [
    'push devices',
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://push.example.org/' || n, 'key', 'auth' from bench_active where n % 10 = 0`,
  ],
  [
    'feedback',
    `insert into feedback (user_id, kind, message, status, created_at)
    select id, (array['bug', 'idea', 'praise', 'other'])[1 + n % 4], 'a few words',
           (array['new', 'read', 'planned', 'done', 'declined'])[1 + n % 5], now() - (n % 365) * interval '1 day'
    from bench_active where n % 3 = 0`,
  ],
  [
    'referrals',
    `insert into referrals (referee_id, referrer_id, created_at, credited_at)
    select b.id, a.id, now() - interval '30 days', case when a.n % 2 = 0 then now() - interval '29 days' end
    from bench_active a join bench_active b on b.n = a.n + 1 where a.n % 7 = 0`,
  ],
  ['analytics totals', 'select admin_rebuild_activity_totals()'],
  ['statistics', 'analyze'],
];

const TRIGGERS = [
  ['retros', 'retros_admin_totals'],
  ['moods', 'moods_admin_totals'],
  ['journal_entries', 'journal_entries_admin_totals'],
];

/** The admin area's speed targets (p95, ms): the customer list and every analytics range. */
const TARGET_P95_MS = { customers: 300, analytics: 300 };
const targetFor = (label) => TARGET_P95_MS[label.split(',')[0]];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(baseUrl, cookie, path) {
  const get = async () => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const server = await loadServer('bench-admin');
const name = `daily_retro_bench_admin_${process.pid}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(POSTGRES_URL);
url.pathname = `/${name}`;
const databaseConfig = { kind: 'postgres', url: url.toString() };
const database = await server.openDatabase(databaseConfig);
const app = await server.buildApp({
  config: {
    port: 0,
    host: '127.0.0.1',
    database: databaseConfig,
    sessionSecret: 'bench-admin-secret-'.padEnd(48, 'x'),
    secureCookies: false,
    publicOrigin: null,
    logLevel: 'warn',
    trustProxy: false,
    authAttemptsPerIp: 1000,
    testClock: false,
    push: { vapid: null, subject: 'mailto:bench@example.org', allowLocalPushServiceForTests: false },
  },
  database,
});
const seedClient = new pg.Client({ connectionString: url.toString() });
try {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The first account is the administrator.
  const register = await fetch(`${address}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_admin', password: 'a long benchmark password' }),
  });
  if (register.status !== 201) throw new Error(`registration failed: ${register.status}`);
  const cookie = cookieHeader(register.headers.getSetCookie());

  await seedClient.connect();
  const seedStarted = performance.now();
  // A bulk load counts nothing row by row: the totals are rebuilt set by set at the end.
  for (const [table, trigger] of TRIGGERS)
    await seedClient.query(`alter table ${table} disable trigger ${trigger}`);
  for (const [label, statement] of SEED) {
    const started = performance.now();
    const result = await seedClient.query(statement);
    const rows = result.rowCount ? ` (${result.rowCount.toLocaleString('en')} rows)` : '';
    console.log(`  seeded ${label.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s${rows}`);
  }
  for (const [table, trigger] of TRIGGERS)
    await seedClient.query(`alter table ${table} enable trigger ${trigger}`);
  console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s\n`);

  // A page 50,000 accounts deep (half the accounts for a smaller BENCH_ACCOUNTS), reached as the list's
  // own cursor would reach it.
  const DEEP = Math.min(50_000, Math.floor(ACCOUNTS / 2));
  const { rows } = await seedClient.query(
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as key
     from users order by created_at desc, id desc offset ${DEEP} limit 1`,
  );
  const deepCursor = Buffer.from(JSON.stringify(['joined_desc', rows[0].key, rows[0].id])).toString(
    'base64url',
  );
  const paths = {
    'customers, first page': '/api/admin/customers',
    [`customers, ${DEEP.toLocaleString('en')} deep`]: `/api/admin/customers?cursor=${deepCursor}`,
    'customers, by username': '/api/admin/customers?sort=username_asc',
    'customers, search': '/api/admin/customers?q=member4242',
    'analytics, 7 days': '/api/admin/analytics?days=7',
    'analytics, 30 days': '/api/admin/analytics?days=30',
    'analytics, 90 days': '/api/admin/analytics?days=90',
    'analytics, 365 days': '/api/admin/analytics?days=365',
    'audit log': '/api/admin/audit',
  };
  console.log(
    `PostgreSQL, ${ACCOUNTS.toLocaleString('en')} accounts, ${ACTIVE.toLocaleString('en')} active for a year; ${REQUESTS} requests each`,
  );
  let missed = 0;
  for (const [label, path] of Object.entries(paths)) {
    const { p50, p95 } = await time(address, cookie, path);
    const target = targetFor(label);
    const verdict = target === undefined ? '' : p95 <= target ? 'MET' : 'MISSED';
    if (verdict === 'MISSED') missed += 1;
    const goal = target === undefined ? '(no target)' : `target p95 < ${target} ms  ${verdict}`;
    console.log(
      `  ${label.padEnd(26)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${goal}`,
    );
  }
  console.log(
    missed === 0
      ? '\nEvery target met.'
      : `\n${missed} target${missed === 1 ? '' : 's'} missed (reported only: a benchmark never fails the build).`,
  );
} finally {
  await seedClient.end().catch(() => {});
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
