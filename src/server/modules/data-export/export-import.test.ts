import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fillAccount } from '#server/modules/account/account.fixtures';
import { TEST_TODAY } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { uuidV5 } from './import-ids';

let t: TestApp;
let admin: { client: TestClient; username: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  // The first account is the administrator, who replies to feedback.
  admin = await signedInClient(t.app, 'teamadmin');
});
afterAll(() => t.close());

const fill = (client: TestClient) => fillAccount(client, { app: t.app, admin: admin.client });

/** Unzips the archive into a fresh folder after `unzip -t` found no error, and hands the folder over. */
function withUnzipped(zip: Buffer, check: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'daily-retro-zip-'));
  try {
    const file = join(dir, 'notes.zip');
    writeFileSync(file, zip);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', dir]);
    check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The export with what belongs to the account itself (ids, timestamps, the export time) taken out. */
function comparable(data: Record<string, unknown>) {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'exportedAt', 'username'].includes(key))
          .map(([key, v]) => [key, strip(v)]),
      );
    }
    return value;
  };
  return strip(data);
}

const importFile = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: '/api/import', payload: payload as object });

describe('export', () => {
  test('holds everything the account owns in the documented format', async () => {
    const { client } = await signedInClient(t.app);
    await fill(client);
    const res = await client.get('/api/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="daily-retro-export-2026-03-11.json"',
    );
    const data = res.json();
    expect(data).toMatchObject({
      format: 'daily-retro-export',
      version: 1,
      exportedAt: expect.stringMatching(/^2026-03-11T12:00:/),
    });
    expect(data.journalEntries.map((e: { title: string }) => e.title)).toEqual(['First light', 'Evening']);
    expect(data.journalEntries[0].tags).toEqual(['walk', 'calm']);
    expect(data.moods).toMatchObject([{ date: '2026-03-11', score: 4, note: 'Sunny' }]);
    expect(data.retros).toHaveLength(1);
    expect(data.retros[0].completedAt).not.toBeNull();
    expect(data.retros[0].answers.length).toBeGreaterThan(0);
    expect(data.retros[0].answers[0].question.length).toBeGreaterThan(0);
    expect(data.retros[0].ratings).toHaveLength(4);
    expect(data.challenges).toMatchObject([{ notes: 'Done it' }]);
    expect(data.customization).toMatchObject({ displayName: 'Robin', avatar: '🦉' });
    expect(data.reminders).toEqual({
      enabled: true,
      time: '20:30',
      days: [1, 3, 5],
      timezone: 'Europe/Berlin',
    });
    expect(data.streaks.length).toBeGreaterThan(0);
    expect(data.badges.length).toBeGreaterThan(0);
    expect(data.feedback).toEqual([
      {
        id: expect.any(String),
        kind: 'idea',
        message: 'A dark theme for the calendar, please.',
        satisfaction: 4,
        page: '/calendar',
        status: 'new',
        createdAt: expect.stringMatching(/^2026-03-11T12:00:/),
        replies: [{ message: 'Thank you, it is planned.', createdAt: expect.stringMatching(/^2026-03-11T/) }],
      },
    ]);
    // Who on the team replied is theirs, not the user's: neither name nor id is in the file.
    expect(res.body).not.toContain(admin.username);
    expect(res.body).not.toContain(admin.user.id);
  });

  test("holds nothing of another user's", async () => {
    const alice = await signedInClient(t.app);
    await alice.client.post('/api/journal', { title: 'Alice only', body: 'secret', tags: [] });
    const bob = await signedInClient(t.app);
    const res = await bob.client.get('/api/export');
    expect(res.body).not.toContain('Alice only');
    expect(res.json().journalEntries).toEqual([]);
  });

  test('the Markdown ZIP passes unzip -t and has one readable file a day, the feedback and a README', async () => {
    const { client } = await signedInClient(t.app);
    await fill(client);
    const res = await client.get('/api/export/markdown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    withUnzipped(res.rawPayload, (dir) => {
      const day = readFileSync(join(dir, 'daily-retro/2026/2026-03-11.md'), 'utf8');
      expect(day).toMatch(
        /^---\ndate: 2026-03-11\nmood: good\nretro: completed\nentries: 2\ntags: \[walk, calm\]\n---\n/,
      );
      expect(day).toContain('# Wednesday, 11 March 2026');
      expect(day).toContain('**Mood:** good — Sunny');
      expect(day).toContain('### First light\n\n#walk #calm\n\nWalked by the river.');
      expect(day).toContain('- Health: 4');
      const feedback = readFileSync(join(dir, 'daily-retro/feedback.md'), 'utf8');
      expect(feedback).toContain('— idea\n\nStatus: new · Satisfaction: 4 of 5 · Sent from /calendar');
      expect(feedback).toContain('A dark theme for the calendar, please.');
      expect(feedback).toContain('### Reply from the team, 11 March 2026');
      expect(feedback).toContain('Thank you, it is planned.');
      const readme = readFileSync(join(dir, 'daily-retro/README.md'), 'utf8');
      expect(readme).toContain('`feedback.md`');
      expect(readme).toContain('one file for each of your 1 day');
    });
  });

  test('an account with nothing in it still gets a valid ZIP, holding a README', async () => {
    const { client } = await signedInClient(t.app);
    const res = await client.get('/api/export/markdown');
    expect(res.statusCode).toBe(200);
    withUnzipped(res.rawPayload, (dir) => {
      const readme = readFileSync(join(dir, 'daily-retro/README.md'), 'utf8');
      expect(readme).toMatch(/^# Your Daily Retro notes\n/);
      expect(readme).toContain('There are no days yet');
      expect(readme).not.toContain('feedback.md');
    });
  });

  test('a retro with ratings and no answers has its day in the Markdown', async () => {
    const { client } = await signedInClient(t.app);
    const { retro } = (await client.get('/api/retro/today')).json();
    expect((await client.put(`/api/retro/${retro.date}/ratings/Health`, { rating: 3 })).statusCode).toBe(200);
    withUnzipped((await client.get('/api/export/markdown')).rawPayload, (dir) => {
      const day = readFileSync(join(dir, `daily-retro/${retro.date.slice(0, 4)}/${retro.date}.md`), 'utf8');
      expect(day).toContain('retro: started');
      expect(day).toContain('## Retro\n\n### Ratings\n\n- Health: 3');
    });
  });
});

describe('import', () => {
  test('export → delete account → new account → import → export again is the same, and a second import adds nothing', async () => {
    const first = await signedInClient(t.app);
    await fill(first.client);
    const exported = (await first.client.get('/api/export')).json();
    expect((await first.client.delete('/api/user', { password: first.password })).statusCode).toBe(200);

    const second = await signedInClient(t.app);
    // Opening the app makes today's retro, still empty: the file's retro of today takes its place.
    expect((await second.client.get('/api/retro/today')).statusCode).toBe(200);
    const report = await importFile(second.client, exported);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      journalEntries: { added: 2, skipped: 0 },
      moods: { added: 1, skipped: 0 },
      retros: { added: 1, skipped: 0 },
      challenges: { added: 1, skipped: 0 },
      customization: { added: 1, skipped: 0 },
      reminders: { added: 1, skipped: 0 },
      profile: { added: 1, skipped: 0 },
      // Feedback is never imported: it went to the team once (docs/export-format.md).
      feedback: { added: 0, skipped: 1 },
    });
    expect(exported.feedback).toHaveLength(1);
    // Badges are earned again by the records, not copied: dated as the file dates them, unless that
    // is in the future (the fixture completed its challenge on a day the clock went ahead to). Badges
    // earned in the same instant have no order of their own, so they are compared by name.
    const badgeDates = (data: { badges: { badgeId: string; awardedDate: string }[] }) =>
      data.badges
        .map((b) => [b.badgeId, [b.awardedDate, TEST_TODAY].sort()[0]])
        .sort(([a = ''], [b = '']) => a.localeCompare(b));
    const withoutFeedback = { ...exported, feedback: [], badges: badgeDates(exported) };
    const again = (await second.client.get('/api/export')).json();
    expect(comparable({ ...again, badges: badgeDates(again) })).toEqual(comparable(withoutFeedback));

    const repeat = await importFile(second.client, exported);
    expect(repeat.statusCode).toBe(200);
    for (const tally of Object.values(repeat.json()) as { added: number }[]) expect(tally.added).toBe(0);
    const third = (await second.client.get('/api/export')).json();
    expect(comparable({ ...third, badges: badgeDates(third) })).toEqual(comparable(withoutFeedback));
  });

  test('an export imported into a second account while the first still exists gets its own ids, the same each time', async () => {
    const first = await signedInClient(t.app);
    await fill(first.client);
    const exported = (await first.client.get('/api/export')).json();
    const second = await signedInClient(t.app);
    const report = await importFile(second.client, exported);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({
      journalEntries: { added: 2, skipped: 0 },
      challenges: { added: 1, skipped: 0 },
    });
    const copy = (await second.client.get('/api/export')).json();
    expect(copy.journalEntries).toHaveLength(2);
    expect(copy.journalEntries[0].id).not.toBe(exported.journalEntries[0].id);
    expect(copy.challenges[0].id).not.toBe(exported.challenges[0].id);
    expect((await first.client.get('/api/export')).json().journalEntries).toEqual(exported.journalEntries);

    // The file's own account still has these ids: a second import finds the copies and adds nothing.
    const repeat = await importFile(second.client, exported);
    expect(repeat.statusCode, repeat.body).toBe(200);
    for (const [kind, tally] of Object.entries(repeat.json()) as [string, { added: number }][])
      expect(tally.added, kind).toBe(0);
    expect(repeat.json()).toMatchObject({
      journalEntries: { added: 0, skipped: 2 },
      challenges: { added: 0, skipped: 1 },
    });
    expect((await second.client.get('/api/export')).json()).toEqual({
      ...copy,
      exportedAt: expect.any(String),
    });
  });

  test('replacement ids are RFC 9562 UUID version 5', () => {
    // The RFC's own example: "www.example.com" in the DNS namespace.
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  test("journal tags follow the journal's rules: a hand-written tag is normalized, a bad one is a 400", async () => {
    const source = await signedInClient(t.app);
    await fill(source.client);
    const exported = (await source.client.get('/api/export')).json();
    const { client } = await signedInClient(t.app);
    const entry = exported.journalEntries[0];
    for (const tags of [
      ['not ok!'],
      ['x'.repeat(33)],
      [''],
      ['#'],
      Array.from({ length: 21 }, (_, i) => `t${i}`),
    ]) {
      const res = await importFile(client, { ...exported, journalEntries: [{ ...entry, tags }] });
      expect(res.statusCode, JSON.stringify(tags)).toBe(400);
      expect(res.json().errors[0].path).toMatch(/^journalEntries\.0\.tags/);
    }
    expect((await client.get('/api/export')).json().journalEntries).toEqual([]);
    const written = await importFile(client, {
      ...exported,
      journalEntries: [{ ...entry, tags: ['#Walk', '  Slow   Morning ', 'walk'] }],
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((await client.get('/api/export')).json().journalEntries[0].tags).toEqual(['walk', 'slow morning']);
  });

  test('an instant in year 0000 or out of range is a 400, not a server error, and nothing is written', async () => {
    const source = await signedInClient(t.app);
    await fill(source.client);
    const exported = (await source.client.get('/api/export')).json();
    const { client } = await signedInClient(t.app);
    const mood = exported.moods[0];
    for (const createdAt of [
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '9999-12-31T23:59:59-05:00',
      '2026-13-01T00:00:00Z',
    ]) {
      const res = await importFile(client, { ...exported, moods: [{ ...mood, createdAt }] });
      expect(res.statusCode, createdAt).toBe(400);
      expect(res.json().errors[0].path, createdAt).toBe('moods.0.createdAt');
    }
    const exportedAt = await importFile(client, { ...exported, exportedAt: '0000-01-01T00:00:00Z' });
    expect(exportedAt.statusCode).toBe(400);
    expect((await client.get('/api/export')).json().moods).toEqual([]);
    const edge = await importFile(client, {
      ...exported,
      moods: [{ ...mood, createdAt: '1900-01-01T00:00:00Z', updatedAt: '9999-12-31T23:59:59Z' }],
    });
    expect(edge.statusCode, edge.body).toBe(200);
  });

  test('a file made before feedback was exported still imports', async () => {
    const source = await signedInClient(t.app);
    await fill(source.client);
    const { feedback: _left, ...older } = (await source.client.get('/api/export')).json();
    const { client } = await signedInClient(t.app);
    const res = await importFile(client, older);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().feedback).toEqual({ added: 0, skipped: 0 });
  });

  test('a file of another version is a clear 400 and nothing is written', async () => {
    const source = await signedInClient(t.app);
    await fill(source.client);
    const exported = (await source.client.get('/api/export')).json();
    const { client } = await signedInClient(t.app);
    const res = await importFile(client, { ...exported, version: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'version',
      message: 'This file is not a Daily Retro export of version 1',
    });
    expect((await client.get('/api/export')).json().journalEntries).toEqual([]);
  });

  test('a malformed file is a 400 and nothing is written, even when only its last record is wrong', async () => {
    const source = await signedInClient(t.app);
    await fill(source.client);
    const exported = (await source.client.get('/api/export')).json();
    const { client } = await signedInClient(t.app);
    const broken = { ...exported, challenges: [{ ...exported.challenges[0], notes: 'x'.repeat(2001) }] };
    expect((await importFile(client, broken)).statusCode).toBe(400);
    const nul = { ...exported, moods: [{ ...exported.moods[0], note: 'a\u0000b' }] };
    expect((await importFile(client, nul)).statusCode).toBe(400);
    const unknownQuestion = {
      ...exported,
      retros: [{ ...exported.retros[0], questionIds: [999_999], answers: [] }],
    };
    const refused = await importFile(client, unknownQuestion);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('question 999999');
    const after = (await client.get('/api/export')).json();
    expect(after.journalEntries).toEqual([]);
    expect(after.moods).toEqual([]);
    const notJson = await client.request({
      method: 'POST',
      url: '/api/import',
      payload: '{"format": "daily-retro-export", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  test('a file over 20 MB is refused naming the limit; one under 1 MB or over it up to 20 MB is fine', async () => {
    const { client } = await signedInClient(t.app);
    const exported = (await client.get('/api/export')).json();
    const big = {
      ...exported,
      journalEntries: Array.from({ length: 30 }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        date: '2026-03-01',
        title: `Long ${i}`,
        body: 'w'.repeat(90_000),
        tags: [],
        promptQuestionId: null,
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-01T10:00:00.000Z',
        deletedAt: null,
      })),
    };
    const fine = await importFile(client, big);
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().journalEntries).toEqual({ added: 30, skipped: 0 });
    const tooBig = await client.request({
      method: 'POST',
      url: '/api/import',
      payload: `{"format":"${'x'.repeat(21 * 1024 * 1024)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'An import file can be at most 20 MB',
    });
  });

  test('signed out, export and import are 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/export')).statusCode).toBe(401);
    expect((await anonymous.get('/api/export/markdown')).statusCode).toBe(401);
    expect((await importFile(anonymous, {})).statusCode).toBe(401);
  });
});
