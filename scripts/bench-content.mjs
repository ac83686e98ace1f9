// `npm run bench:content`: read latency of a well-used account. Seeds one user with five years of
// daily retros (answers and ratings), moods on most days and 3,000 journal entries of varied text,
// then times the first page of the retro history, the first page of the journal, full-text
// searches, the streaks, the badges with progress, a year of moods, the progress report of every period
// (this one and earlier ones) and a year in pixels over real HTTP on 127.0.0.1
// (a Node fetch client in this process against the app listening on a port), on a fresh PostgreSQL
// database (created and dropped here) and on an embedded PGlite in a temporary directory. Then
// times a journal write on an embedded database with its fsyncs (as the app runs) and without them,
// to show what durability costs. Prints p50 and p95; never fails on speed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { cookieHeader } from './bench/cookies.mjs';
import { loadServer } from './bench/load-server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
const YEARS = 5;
const JOURNAL_ENTRIES = 3000;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCHES = [
  'walk',
  'sister',
  'quarterly report',
  '"job interview"',
  'anxious -work',
  'garden or allotment',
  'grateful',
];

// Journal text: sentences put together from templates and word lists by a seeded generator, so words
// have realistic, uneven frequencies (some in most entries, many in a few) and every run is the same.
const PEOPLE = [
  'my sister',
  'Mum',
  'Dad',
  'Sam',
  'Priya',
  'Tom',
  'my manager',
  'the neighbours',
  'Grandma',
  'Leo',
  'Anna',
  'an old school friend',
  'the kids',
  'my partner',
  'Jonas',
  'Aunt Ruth',
  'Marco',
  'the new intern',
  'Mei',
  'my brother',
  'Olivia',
  'the landlord',
  'Coach Dan',
  'Hannah',
  'Yusuf',
];
const PLACES = [
  'the river',
  'the park',
  'the office',
  'the gym',
  'the market',
  'the library',
  'the beach',
  'the hospital',
  'the corner café',
  'the garden',
  'the station',
  'the mountains',
  'church',
  'the lake',
  "my parents' house",
  'the bakery',
  'the climbing wall',
  'the museum',
  'the allotment',
  'the swimming pool',
  'the bookshop',
  'the forest trail',
  'the harbour',
  'the school gate',
  'the pub',
];
const ACTIVITIES = [
  'went for a long run',
  'walked for an hour',
  'cooked a slow dinner',
  'read half a novel',
  'painted for the first time in years',
  'cycled out and back',
  'swam forty lengths',
  'practised guitar',
  'baked sourdough',
  'repaired the bike',
  'wrote two letters',
  'studied Spanish',
  'did a yoga class',
  'planted tulip bulbs',
  'fixed the leaking tap',
  'played chess',
  'went bouldering',
  'sorted old photos',
  'meditated',
  'prayed quietly',
  'volunteered at the food bank',
  'watched a documentary about whales',
  'sketched the rooftops',
  'knitted a few rows',
  'hiked up the ridge',
  'sat with a cup of tea doing nothing',
  'cleaned out the shed',
  'listened to a podcast on stoicism',
  'went to a pottery class',
  'wrote in the morning pages',
];
const FEELINGS = [
  'anxious',
  'calm',
  'grateful',
  'tired',
  'restless',
  'hopeful',
  'proud',
  'lonely',
  'content',
  'overwhelmed',
  'energised',
  'irritable',
  'peaceful',
  'nostalgic',
  'curious',
  'frustrated',
  'relieved',
  'inspired',
  'sad',
  'joyful',
  'uneasy',
  'light',
  'scattered',
  'steady',
];
const WORK = [
  'the quarterly report',
  'the budget review',
  'a job interview',
  'the product launch',
  'the client presentation',
  'performance reviews',
  'the database migration',
  'an awkward email thread',
  'the hiring plan',
  'the conference talk',
  'the grant application',
  'a late invoice',
  'the team offsite',
  'the new roadmap',
  'on-call duty',
  'my tax return',
  'the kitchen renovation quote',
  'the thesis chapter',
];
const BODY = [
  'my knee',
  'a dull headache',
  'my lower back',
  'my shoulders',
  'a sore throat',
  'my sleep',
  'my stomach',
  'my eyes after the screen',
  'a stiff neck',
  'my breathing',
];
const FOOD = [
  'lentil soup',
  'a curry that was too spicy',
  'pancakes',
  'a big salad',
  'leftover pasta',
  'fish tacos',
  'roast vegetables',
  'ramen',
  'a picnic of bread and cheese',
  'takeaway pizza',
];
const TEMPLATES = [
  (r) => `This morning I ${r(ACTIVITIES)} near ${r(PLACES)}.`,
  (r) => `Spent the afternoon with ${r(PEOPLE)} at ${r(PLACES)} and came home ${r(FEELINGS)}.`,
  (r) => `Work was all about ${r(WORK)}; by evening I felt ${r(FEELINGS)}.`,
  (r) => `${cap(r(PEOPLE))} called about ${r(WORK)}, which left me ${r(FEELINGS)}.`,
  (r) => `I keep thinking about ${r(WORK)} and what it means for the rest of the year.`,
  (r) => `${cap(r(BODY))} has been bothering me again, so I went easy today.`,
  (r) => `Grateful for ${r(PEOPLE)}, who noticed I was ${r(FEELINGS)} and asked about it.`,
  (r) => `Dinner with ${r(PEOPLE)}: ${r(FOOD)}, and a long talk afterwards.`,
  (r) => `I slept badly and woke up ${r(FEELINGS)}; coffee helped a little.`,
  (r) => `After lunch I ${r(ACTIVITIES)}, which I should do more often.`,
  (r) => `Argued with ${r(PEOPLE)} about something small, then apologised.`,
  (r) => `Walked to ${r(PLACES)} in the rain and watched people hurry past.`,
  (r) => `A small win: I finally finished ${r(WORK)}.`,
  (r) => `Tomorrow I want to be less ${r(FEELINGS)} and more present with ${r(PEOPLE)}.`,
  (r) => `Read something today that made me rethink ${r(WORK)}.`,
  (r) => `Evening at ${r(PLACES)}; the light was soft and I felt ${r(FEELINGS)}.`,
  (r) => `Cooked ${r(FOOD)} for ${r(PEOPLE)} and nobody complained.`,
  (r) => `Took a break from the screen and ${r(ACTIVITIES)}.`,
];
const TITLES = [
  (r) =>
    `${cap(r(FEELINGS))} ${r(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])}`,
  (r) => `Notes on ${r(WORK)}`,
  (r) => `With ${r(PEOPLE)}`,
  (r) => `At ${r(PLACES)}`,
  (r) => `${cap(r(ACTIVITIES))}`,
];
const TAGS = [
  'family',
  'work',
  'health',
  'running',
  'gratitude',
  'sleep',
  'garden',
  'friends',
  'faith',
  'food',
  'travel',
  'money',
  'reading',
  'kids',
  'anxiety',
];
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A small seeded generator (mulberry32), so every run writes the same journal. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function journalEntries(count, days) {
  const random = seededRandom(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, () => {
    const sentences = Array.from({ length: 4 + Math.floor(random() * 18) }, () => pick(TEMPLATES)(pick));
    const paragraphs = [];
    for (let i = 0; i < sentences.length; i += 4) paragraphs.push(sentences.slice(i, i + 4).join(' '));
    return {
      daysAgo: 1 + Math.floor(random() * days),
      title: random() < 0.8 ? pick(TITLES)(pick) : null,
      body: paragraphs.join('\n\n'),
      tags: [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(TAGS)))],
    };
  });
}

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

async function seed(db, userId, kind) {
  const days = YEARS * 365 + 1;
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
  const entries = journalEntries(JOURNAL_ENTRIES, days);
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

const REPORT_PERIODS = ['week', 'month', 'year', 'all'];

/** Runs `task` on each item one after another (timings must not overlap). */
async function sequential(items, task) {
  const results = [];
  for (const item of items) results.push(await task(item));
  return results;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CPU seconds used so far by the PostgreSQL backends serving a database (Linux /proc; 0 elsewhere). */
async function backendCpuMs(admin, databaseName) {
  if (!admin) return 0;
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [databaseName]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // the backend ended, or /proc is not there
    }
  }
  return ticks * (1000 / CLOCK_TICKS_PER_SECOND);
}

/**
 * Wall-clock latency of each request, and the CPU spent per request by this process (app and
 * client; with PGlite, the database too) and by the PostgreSQL backends: on a busy machine the
 * CPU figures show the cost that the latency percentiles hide behind waiting for a core.
 */
async function time(baseUrl, cookie, paths, databaseCpu) {
  const get = async (path) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < WARM_UP; i++) await get(paths[i % paths.length]);
  const samples = [];
  const cpuBefore = process.cpuUsage();
  const databaseBefore = await databaseCpu();
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await get(paths[i % paths.length]);
    samples.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const databaseMs = (await databaseCpu()) - databaseBefore;
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    appCpu: (cpu.user + cpu.system) / 1000 / REQUESTS,
    databaseCpu: databaseMs / REQUESTS,
  };
}

function appConfig(databaseConfig) {
  return {
    port: 0,
    host: '127.0.0.1',
    database: databaseConfig,
    sessionSecret: 'bench-content-secret-'.padEnd(48, 'x'),
    secureCookies: false,
    publicOrigin: null,
    logLevel: 'warn',
    trustProxy: false,
    authAttemptsPerIp: 1000,
    testClock: false,
    push: { vapid: null, subject: 'mailto:bench@localhost.invalid', allowLocalPushServiceForTests: false },
  };
}

async function registerReader(address) {
  const register = await fetch(`${address}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench_reader', password: 'a long benchmark password' }),
  });
  if (register.status !== 201) throw new Error(`registration failed: ${register.status}`);
  const cookie = cookieHeader(register.headers.getSetCookie());
  const { id } = await register.json();
  return { cookie, id };
}

async function measure(server, databaseConfig, databaseCpu = async () => 0) {
  const seedStarted = performance.now();
  const database = await server.openDatabase(databaseConfig);
  const app = await server.buildApp({ config: appConfig(databaseConfig), database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie, id } = await registerReader(address);
    await seed(database.db, id, databaseConfig.kind);
    // Streaks are stored by recomputing them, as after any activity; that also awards the badges.
    for (const streak of ['daily-retro', 'journal', 'mood']) {
      const res = await fetch(`${address}/api/streaks/${streak}`, {
        method: 'POST',
        headers: { cookie, origin: address },
      });
      if (res.status !== 200) throw new Error(`streak ${streak} answered ${res.status}`);
    }
    const seconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

    const results = {
      'retro history, first page': await time(address, cookie, ['/api/retro/history'], databaseCpu),
      'journal, first page': await time(address, cookie, ['/api/journal'], databaseCpu),
      'journal full-text search': await time(
        address,
        cookie,
        SEARCHES.map((q) => `/api/journal/search?q=${encodeURIComponent(q)}`),
        databaseCpu,
      ),
      streaks: await time(address, cookie, ['/api/streaks'], databaseCpu),
      'badges with progress': await time(address, cookie, ['/api/badges'], databaseCpu),
      'moods, last year': await time(address, cookie, ['/api/moods'], databaseCpu),
      ...Object.fromEntries(
        await sequential(REPORT_PERIODS, async (period) => [
          `report, ${period === 'all' ? 'all time' : `this ${period}`}`,
          await time(address, cookie, [`/api/progress-reports?timePeriod=${period}`], databaseCpu),
        ]),
      ),
      'report, earlier periods': await time(
        address,
        cookie,
        ['week&offset=1', 'month&offset=3', 'year&offset=2', 'week&offset=150'].map(
          (query) => `/api/progress-reports?timePeriod=${query}`,
        ),
        databaseCpu,
      ),
      'year in pixels': await time(
        address,
        cookie,
        [0, 1, 2, 3, 4].map(
          (back) => `/api/progress-reports/year-in-pixels?year=${new Date().getFullYear() - back}`,
        ),
        databaseCpu,
      ),
    };
    return { results, seconds };
  } finally {
    await app.close();
    await database.close();
  }
}

const ENTRY_BODY = `${'Today I walked to the allotment and thought about the quarterly report. '.repeat(12)}`;

/**
 * Latency of an acknowledged write: POST /api/journal (the entry, then its streak and badges), over
 * HTTP on a fresh database. `openOptions.syncFile` counts the fsyncs an embedded database makes.
 */
async function timeJournalWrites(server, databaseConfig, openOptions = {}) {
  let syncs = 0;
  let syncMs = 0;
  const syncFile = openOptions.syncFile;
  const database = await server.openDatabase(databaseConfig, {
    ...openOptions,
    ...(syncFile
      ? {
          syncFile: (fd, path) => {
            const started = performance.now();
            syncFile(fd, path);
            syncs += 1;
            syncMs += performance.now() - started;
          },
        }
      : {}),
  });
  const app = await server.buildApp({ config: appConfig(databaseConfig), database });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { cookie } = await registerReader(address);
    const write = async (i) => {
      const res = await fetch(`${address}/api/journal`, {
        method: 'POST',
        headers: { cookie, origin: address, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Entry ${i}`, body: ENTRY_BODY, tags: ['bench'] }),
      });
      if (res.status !== 201) throw new Error(`journal write answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    for (let i = 0; i < WARM_UP; i++) await write(i);
    const samples = [];
    syncs = 0;
    syncMs = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const started = performance.now();
      await write(WARM_UP + i);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      syncsPerWrite: syncs / REQUESTS,
      syncMsPerWrite: syncMs / REQUESTS,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

function reportWrite(label, { p50, p95, syncsPerWrite, syncMsPerWrite }) {
  const syncs = `   per write: ${syncsPerWrite.toFixed(1)} fsync calls, ${syncMsPerWrite.toFixed(2)} ms in them`;
  console.log(
    `  ${label.padEnd(44)} p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms${syncs}`,
  );
}

function report(label, { results, seconds }) {
  console.log(`\n${label} (set up and seeded in ${seconds} s)`);
  for (const [name, { p50, p95, appCpu, databaseCpu }] of Object.entries(results)) {
    const database = label.startsWith('PostgreSQL')
      ? `, PostgreSQL ${databaseCpu.toFixed(2)} ms`
      : ' (database included)';
    console.log(
      `  ${name.padEnd(28)} p50 ${p50.toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms` +
        `   CPU per request: this process ${appCpu.toFixed(2)} ms${database}`,
    );
  }
}

if (process.env.BENCH_ONLY !== 'writes')
  console.log(
    `Content reads for one user with ${YEARS} years of daily retros and ${JOURNAL_ENTRIES} journal entries: ` +
      `${REQUESTS} signed-in GETs each over HTTP on 127.0.0.1 after ${WARM_UP} warm-up requests ` +
      `(node ${process.version}, ${cpus().length} CPUs). Search cycles through: ${SEARCHES.join(' | ')}`,
  );
const server = await loadServer('bench-content', ['buildApp', 'openDatabase', 'syncFileToDisk']);

// BENCH_ONLY=postgres or BENCH_ONLY=pglite runs one of the two, BENCH_ONLY=writes only the journal
// writes; BENCH_KEEP_DATABASE=1 leaves the seeded databases in place for a look at query plans.
const only = process.env.BENCH_ONLY;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
let postgresReachable = only !== 'pglite' && only !== 'writes';
try {
  if (postgresReachable) await admin.connect();
} catch (error) {
  postgresReachable = false;
  console.log(`\nPostgreSQL skipped: cannot reach ${POSTGRES_URL} (${error.message})`);
}
if (postgresReachable) {
  const databaseName = `daily_retro_bench_content_${process.pid}`;
  await admin.query(`create database ${databaseName}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    const databaseCpu = () => backendCpuMs(admin, databaseName);
    report('PostgreSQL', await measure(server, { kind: 'postgres', url: url.toString() }, databaseCpu));
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept database ${databaseName}`);
    else await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

if (only !== 'postgres' && only !== 'writes') {
  const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-content-'));
  try {
    report('Embedded (PGlite)', await measure(server, { kind: 'pglite', dataDir }));
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept data directory ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

// What durability costs an embedded write: the same write with every fsync made (as the app runs)
// and with the fsyncs skipped (what PGlite does by default). PostgreSQL keeps its own defaults.
if (only !== 'postgres') {
  console.log(`\nJournal writes (POST /api/journal, ${REQUESTS} after ${WARM_UP} warm-up, one at a time)`);
  for (const [label, syncFile] of [
    ['embedded, flushed to disk before the answer', server.syncFileToDisk],
    ['embedded, fsync skipped (not durable)', () => {}],
  ]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'retro-bench-write-'));
    try {
      reportWrite(label, await timeJournalWrites(server, { kind: 'pglite', dataDir }, { syncFile }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
