import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fixture, fixtureFiles } from '#domain/journal-import/fixtures';
import { addDays } from '#domain/local-day';
import { createZip } from '#server/lib/zip';
import { TEST_NOW, TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '#server/test/test-app';
import { recordCounts } from './import.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (client: TestClient, app: string, body: Buffer | string, query = '') =>
  client.request({
    method: 'POST',
    url: `/api/import/${app}${query}`,
    payload: Buffer.from(body),
    headers: { 'content-type': 'application/octet-stream' },
  });
const zipOf = (folder: string) =>
  createZip(
    fixtureFiles(folder).map((f) => ({ name: f.path, content: f.content })),
    TEST_NOW,
  );
const dayOneZip = () =>
  createZip(
    [
      { name: 'Journal.json', content: Buffer.from(fixture('day-one/Journal.json')) },
      { name: 'photos/8e6b4f1a.jpeg', content: Buffer.from('jpeg bytes, never unpacked') },
    ],
    TEST_NOW,
  );
const DAYLIO_HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note\n';

describe('POST /api/import/:app', () => {
  test('signed out is a 401, for a preview and an import', async () => {
    const { client } = await signedInClient(t.app);
    await client.post('/api/logout');
    for (const query of ['?preview=true', '']) {
      const res = await upload(client, 'daylio', fixture('daylio/daylio_export.csv'), query);
      expect(res.statusCode).toBe(401);
    }
  });

  test('a Day One zip: the preview writes nothing, the import keeps the dates, a second import adds nothing', async () => {
    const { client, user } = await signedInClient(t.app);
    const preview = await upload(client, 'day-one', dayOneZip(), '?preview=true');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      app: 'day-one',
      preview: true,
      firstDate: '2023-12-31',
      lastDate: '2024-10-27',
      entries: { found: 5, added: 5 },
      moods: { found: 0, added: 0 },
    });
    expect(preview.json().skipped).toContainEqual({
      reason: 'photo',
      count: 2,
      message: 'Photos: Daily Retro keeps words, not pictures',
    });
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });

    const first = await upload(client, 'day-one', dayOneZip());
    expect(first.json()).toMatchObject({ preview: false, entries: { found: 5, added: 5 } });
    const journal = (await client.get('/api/journal?from=2024-02-29&to=2024-03-01')).json();
    expect(journal.items.map((e: { date: string; title: string | null }) => [e.date, e.title])).toEqual([
      ['2024-03-01', 'Kyoto'],
      ['2024-02-29', null],
    ]);

    // The JSON file alone is the same export: nothing new.
    const again = await upload(client, 'day-one', fixture('day-one/Journal.json'), '?name=Journal.json');
    expect(again.json()).toMatchObject({ entries: { found: 5, added: 0 } });
    const preview2 = await upload(client, 'day-one', dayOneZip(), '?preview=true');
    expect(preview2.json()).toMatchObject({ entries: { found: 5, added: 0 } });
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 5 });
  });

  test('Daylio: the mood mapping is shown, custom names are matched by the person, notes become entries', async () => {
    const { client, user } = await signedInClient(t.app);
    const custom = fixture('daylio/daylio_custom_moods.csv');
    const preview = await upload(client, 'daylio', custom, '?preview=true');
    expect(preview.json().moodNames).toEqual([
      { name: 'rad', count: 1, score: 5, known: true },
      { name: 'ecstatic', count: 1, score: null, known: false },
      { name: 'so-so', count: 1, score: null, known: false },
    ]);
    const mapping = encodeURIComponent(JSON.stringify({ ecstatic: 5, 'so-so': 3 }));
    const done = await upload(client, 'daylio', custom, `?moods=${mapping}`);
    expect(done.json()).toMatchObject({ moods: { found: 3, added: 3 } });
    const moods = (await client.get('/api/moods?from=2024-05-01&to=2024-05-03')).json();
    expect(moods.map((m: { date: string; mood: string }) => [m.date, m.mood])).toEqual([
      ['2024-05-03', 'great'],
      ['2024-05-02', 'okay'],
      ['2024-05-01', 'great'],
    ]);

    const full = await upload(client, 'daylio', fixture('daylio/daylio_export.csv'));
    expect(full.json()).toMatchObject({ entries: { found: 2, added: 2 }, moods: { found: 4, added: 4 } });
    expect(full.json().skipped).toContainEqual({
      reason: 'activity',
      count: 6,
      message: 'Activities ticked: Daily Retro has no activities yet',
    });
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 7, entries: 2 });
  });

  test('imported days count for reports and never grant streaks, freezes or badges', async () => {
    const { client } = await signedInClient(t.app);
    // A mood and a note every day for the last 30 days, today included.
    const rows = Array.from(
      { length: 30 },
      (_, i) => `${addDays(TEST_TODAY, -i)},,,8:00 PM,good,,,Day ${i}\n`,
    );
    const res = await upload(client, 'daylio', DAYLIO_HEADER + rows.join(''));
    expect(res.json()).toMatchObject({ moods: { added: 30 }, entries: { added: 30 } });
    const streaks = (await client.get('/api/streaks')).json() as {
      id: string;
      current: number;
      longest: number;
      freezesAvailable: number;
    }[];
    for (const streak of streaks) {
      expect(streak, streak.id).toMatchObject({ current: 0, longest: 0, freezesAvailable: 0 });
    }
    expect((await client.get('/api/badges/user')).json()).toEqual([]);
    const report = (await client.get('/api/progress-reports?timePeriod=month')).json();
    // 1 to 11 March: eleven days of the month so far.
    expect(report.counts).toMatchObject({ moodsLogged: 11, journalEntries: 11 });

    // Today's mood set by hand is the person's own: it counts for the streak.
    expect((await client.post('/api/moods', { mood: 'great' })).statusCode).toBeLessThan(300);
    const mood = ((await client.get('/api/streaks')).json() as { id: string; current: number }[]).find(
      (s) => s.id === 'mood',
    );
    expect(mood?.current).toBe(1);
  });

  test('a zip of Markdown notes, and one note by itself', async () => {
    const { client } = await signedInClient(t.app);
    const res = await upload(client, 'markdown', zipOf('markdown'));
    expect(res.json()).toMatchObject({
      entries: { found: 3, added: 3 },
      firstDate: '2024-02-29',
      lastDate: '2024-03-03',
    });
    expect(res.json().skipped.map((s: { reason: string }) => s.reason)).toEqual([
      'empty',
      'noDate',
      'badDate',
      'frontMatter',
    ]);
    const one = await upload(
      client,
      'markdown',
      'A single note.',
      `?name=${encodeURIComponent('2024-12-25.md')}`,
    );
    expect(one.json()).toMatchObject({ entries: { found: 1, added: 1 }, firstDate: '2024-12-25' });
  });

  test('a malformed file is a 400 with a clear message, and nothing is written', async () => {
    const { client, user } = await signedInClient(t.app);
    const cases: [string, Buffer | string, RegExp][] = [
      ['day-one', fixture('day-one/malformed-not-json.json'), /is not a Day One export: it is not JSON/],
      ['day-one', fixture('day-one/malformed-no-entries.json'), /has no list of entries/],
      [
        'day-one',
        createZip([{ name: 'notes.txt', content: Buffer.from('x') }], TEST_NOW),
        /no Day One JSON file/,
      ],
      ['daylio', fixture('daylio/malformed-not-daylio.csv'), /not a Daylio CSV export/],
      ['daylio', fixture('daylio/malformed-unclosed-quote.csv'), /not a Daylio CSV export/],
      ['daylio', Buffer.from([0xff, 0xfe, 0x00, 0x41]), /not UTF-8 text/],
      [
        'markdown',
        createZip([{ name: 'a.png', content: Buffer.from('png') }], TEST_NOW),
        /no Markdown notes/,
      ],
      ['markdown', dayOneZip().subarray(0, 60), /zip cannot be read/],
    ];
    for (const [app, body, message] of cases) {
      for (const query of ['?preview=true', '']) {
        const res = await upload(client, app, body, query);
        expect(res.statusCode, `${app} ${message}`).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    }
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });
  });

  test('a body over 20 MB is a 413 naming the limit, before any of it is read', async () => {
    const { client } = await signedInClient(t.app);
    const big = await client.request({
      method: 'POST',
      url: '/api/import/daylio',
      payload: 'x',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(21 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('An import file can be at most 20 MB');
  });

  test('a zip is refused from its directory, before anything unpacks: too many files, too much unpacked', async () => {
    const { client, user } = await signedInClient(t.app);
    // A zip whose directory lists 25,001 files: refused by that count, before any entry is read.
    const many = createZip([{ name: 'a.md', content: Buffer.from('a') }], TEST_NOW);
    many.writeUInt16LE(25_001, many.length - 22 + 8);
    many.writeUInt16LE(25_001, many.length - 22 + 10);
    const tooMany = await upload(client, 'markdown', many, '?preview=true');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('A zip can hold at most 25,000 files; this one holds 25,001.');

    // A note whose directory entry says it unpacks to 41 MB: refused by that, never unpacked.
    const bomb = createZip([{ name: '2024-01-01.md', content: Buffer.from('a'.repeat(1000)) }], TEST_NOW);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(41 * 1024 * 1024, central + 24);
    const unpacked = await upload(client, 'markdown', bomb);
    expect(unpacked.statusCode).toBe(413);
    expect(unpacked.json().message).toMatch(/unpack to at most 40 MB; these would unpack to 41 MB/);
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });
  });

  test('more moods than an import takes is a 400 naming the limit, and nothing is written', async () => {
    const { client, user } = await signedInClient(t.app);
    const rows = Array.from({ length: 10_001 }, (_, i) => `${addDays('1990-01-01', i)},,,9:00,rad,,,\n`);
    const tooManyMoods = await upload(client, 'daylio', DAYLIO_HEADER + rows.join(''));
    expect(tooManyMoods.statusCode).toBe(400);
    expect(tooManyMoods.json().message).toBe('An import holds at most 10,000 moods; this file has 10,001.');
    expect(await recordCounts(t.database.db, user.id)).toEqual({ moods: 0, entries: 0 });
  });

  test('bad requests: unknown app, a mapping that is not JSON or out of range, NUL, not bytes', async () => {
    const { client } = await signedInClient(t.app);
    const csv = fixture('daylio/daylio_custom_moods.csv');
    expect((await upload(client, 'apple-journal', csv)).statusCode).toBe(400);
    expect((await upload(client, 'daylio', csv, '?moods=not-json')).json().message).toMatch(
      /mood mapping as JSON/,
    );
    const six = encodeURIComponent(JSON.stringify({ ecstatic: 6 }));
    expect((await upload(client, 'daylio', csv, `?moods=${six}`)).statusCode).toBe(400);
    const nul = encodeURIComponent(JSON.stringify({ 'a\u0000': 3 }));
    expect((await upload(client, 'daylio', csv, `?moods=${nul}`)).statusCode).toBe(400);
    expect((await upload(client, 'daylio', csv, `?moods=${'x'.repeat(5000)}`)).statusCode).toBe(400);
    expect((await upload(client, 'markdown', 'x', `?name=${'a'.repeat(300)}.md`)).statusCode).toBe(400);
    const json = await client.post('/api/import/daylio', { rows: [] });
    expect(json.statusCode).toBe(415);
  });

  test("one person's import leaves another's data untouched", async () => {
    const alice = await signedInClient(t.app, 'alice');
    const bob = await signedInClient(t.app, 'bob');
    await upload(alice.client, 'day-one', dayOneZip());
    await upload(alice.client, 'daylio', fixture('daylio/daylio_export.csv'));
    const before = await recordCounts(t.database.db, alice.user.id);
    // Bob imports the very same files: all of it is new to him, and Alice's records stay as they were.
    const bobPreview = await upload(bob.client, 'day-one', dayOneZip(), '?preview=true');
    expect(bobPreview.json()).toMatchObject({ entries: { found: 5, added: 5 } });
    expect((await upload(bob.client, 'day-one', dayOneZip())).json()).toMatchObject({
      entries: { added: 5 },
    });
    expect((await upload(bob.client, 'daylio', fixture('daylio/daylio_export.csv'))).json()).toMatchObject({
      moods: { added: 4 },
    });
    expect(await recordCounts(t.database.db, alice.user.id)).toEqual(before);
    expect(await recordCounts(t.database.db, bob.user.id)).toEqual(before);
    const bobsJournal = (await bob.client.get('/api/journal?from=2024-03-01&to=2024-03-01')).json();
    const alicesJournal = (await alice.client.get('/api/journal?from=2024-03-01&to=2024-03-01')).json();
    expect(bobsJournal.items[0].id).not.toBe(alicesJournal.items[0].id);
  });
});
