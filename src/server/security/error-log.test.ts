import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp } from '#server/test/test-app';

/** Words only this file writes: if any reaches the log, the log holds what a user wrote. */
const MARKER = 'Lighthouse-Keeper-Diary';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logText = () => lines.join('\n');

describe('a failing database call is logged without what the user wrote', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'error' }, logStream });
    // A real route, a real database error: the table now refuses any entry holding the marker, so
    // the insert fails with the marker in the SQL parameters and in PostgreSQL's "failing row" detail.
    await t.database.db.execute(
      sql.raw(
        `alter table journal_entries add constraint probe_refuses_marker check (position('${MARKER}' in body) = 0)`,
      ),
    );
  });
  afterAll(() => t.close());

  test('the 500 is logged with its route and database code, never the body, title, tags or SQL parameters', async () => {
    const { client } = await signedInClient(t.app, 'logged');
    lines.length = 0;
    const res = await client.post('/api/journal', {
      title: `${MARKER} title`,
      body: `Dear diary, ${MARKER} again.`,
      tags: [`${MARKER.toLowerCase().slice(0, 20)}`],
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });

    const entry = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed');
    expect(entry).toMatchObject({
      code: 'INTERNAL',
      method: 'POST',
      route: '/api/journal',
      err: { dbCode: '23514', constraint: 'probe_refuses_marker', table: 'journal_entries' },
    });
    expect(logText().toLowerCase()).not.toContain(MARKER.toLowerCase().slice(0, 20));
    expect(logText()).not.toMatch(/params|insert into/i);
  });
});

describe('request lines never carry the query string', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'debug' }, logStream });
  });
  afterAll(() => t.close());

  test('with request logging on, a search is logged by its route, not its words', async () => {
    const { client } = await signedInClient(t.app, 'searcher');
    lines.length = 0;
    const res = await client.get(`/api/journal/search?q=${MARKER}`);
    expect(res.statusCode).toBe(200);
    expect(logText()).toContain('/api/journal/search');
    expect(logText()).not.toContain(MARKER);
  });
});
