import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';

function makeClientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'retro-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {})');
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clientDir: makeClientBuild(),
    extend: (app) => {
      app.get('/api/test-failure', async () => {
        throw new Error('internal detail');
      });
    },
  });
});
afterAll(() => t.close());

describe('Cache-Control: no-store on every signed-in API answer', () => {
  test('answers, refusals and failures to a signed-in request all carry it', async () => {
    const { client } = await signedInClient(t.app);
    const answers = {
      read: await client.get('/api/user'),
      created: await client.post('/api/moods', { mood: 'good' }),
      invalid: await client.post('/api/moods', { mood: 'ecstatic' }),
      notYours: await client.get('/api/journal/00000000-0000-4000-8000-000000000000'),
      unknownRoute: await client.get('/api/no-such-thing'),
      failure: await client.get('/api/test-failure'),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]))).toEqual({
      read: 200,
      created: 201,
      invalid: 400,
      notYours: 404,
      unknownRoute: 404,
      failure: 500,
    });
    for (const res of Object.values(answers)) expect(res.headers['cache-control']).toBe('no-store');
  });

  test('signing in answers with it, and so does signing out', async () => {
    const { username, password } = await signedInClient(t.app);
    const client = new TestClient(t.app);
    const signIn = await client.post('/api/login', { username, password });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const signOut = await client.post('/api/logout');
    expect(signOut.statusCode).toBe(200);
    expect(signOut.headers['cache-control']).toBe('no-store');
  });

  test('static files and the service worker keep their own caching rules for a signed-in browser', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.get('/assets/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await client.get('/service-worker.js')).headers['cache-control']).toBe('no-cache');
    expect((await client.get('/journal')).headers['cache-control']).toBe('no-cache');
  });
});
