import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, TestClient } from '../../test/test-app';
import { fillAccount } from '../account/account.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    await fillAccount(client);
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
  });

  test("holds nothing of another user's", async () => {
    const alice = await signedInClient(t.app);
    await alice.client.post('/api/journal', { title: 'Alice only', body: 'secret', tags: [] });
    const bob = await signedInClient(t.app);
    const res = await bob.client.get('/api/export');
    expect(res.body).not.toContain('Alice only');
    expect(res.json().journalEntries).toEqual([]);
  });

  test('the Markdown ZIP passes unzip -t and has one readable file a day', async () => {
    const { client } = await signedInClient(t.app);
    await fillAccount(client);
    const res = await client.get('/api/export/markdown');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const dir = mkdtempSync(join(tmpdir(), 'daily-retro-zip-'));
    try {
      const file = join(dir, 'notes.zip');
      writeFileSync(file, res.rawPayload);
      expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
      execFileSync('unzip', ['-q', file, '-d', dir]);
      const day = readFileSync(join(dir, 'daily-retro/2026/2026-03-11.md'), 'utf8');
      expect(day).toMatch(
        /^---\ndate: 2026-03-11\nmood: good\nretro: completed\nentries: 2\ntags: \[walk, calm\]\n---\n/,
      );
      expect(day).toContain('# Wednesday, 11 March 2026');
      expect(day).toContain('**Mood:** good — Sunny');
      expect(day).toContain('### First light\n\n#walk #calm\n\nWalked by the river.');
      expect(day).toContain('- Health: 4');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('import', () => {
  test('export → delete account → new account → import → export again is the same, and a second import adds nothing', async () => {
    const first = await signedInClient(t.app);
    await fillAccount(first.client);
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
    });
    const again = (await second.client.get('/api/export')).json();
    expect(comparable(again)).toEqual(comparable(exported));

    const repeat = await importFile(second.client, exported);
    expect(repeat.statusCode).toBe(200);
    for (const tally of Object.values(repeat.json()) as { added: number }[]) expect(tally.added).toBe(0);
    expect(comparable((await second.client.get('/api/export')).json())).toEqual(comparable(exported));
  });

  test('an export imported into a second account while the first still exists gets its own ids', async () => {
    const first = await signedInClient(t.app);
    await fillAccount(first.client);
    const exported = (await first.client.get('/api/export')).json();
    const second = await signedInClient(t.app);
    expect((await importFile(second.client, exported)).statusCode).toBe(200);
    const copy = (await second.client.get('/api/export')).json();
    expect(copy.journalEntries).toHaveLength(2);
    expect(copy.journalEntries[0].id).not.toBe(exported.journalEntries[0].id);
    expect((await first.client.get('/api/export')).json().journalEntries).toEqual(exported.journalEntries);
  });

  test('a file of another version is a clear 400 and nothing is written', async () => {
    const source = await signedInClient(t.app);
    await fillAccount(source.client);
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
    await fillAccount(source.client);
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

  test('a file over 20 MB is refused before it is read; one under 1 MB or over it up to 20 MB is fine', async () => {
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
    expect(tooBig.json().message).toBe('The request body is too large');
  });

  test('signed out, export and import are 401', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/export')).statusCode).toBe(401);
    expect((await anonymous.get('/api/export/markdown')).statusCode).toBe(401);
    expect((await importFile(anonymous, {})).statusCode).toBe(401);
  });
});
