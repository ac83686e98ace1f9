import { describe, expect, test } from 'vitest';
import { isCacheableApiRequest, isStorableApiResponse, NAVIGATION_DENYLIST } from './cache-rules';

const ORIGIN = 'https://retro.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('the service worker caches API reads only', () => {
  test('GETs to our API are cached', () => {
    expect(isCacheableApiRequest(at('/api/user'), 'GET', ORIGIN)).toBe(true);
    expect(isCacheableApiRequest(at('/api/moods?timespan=week'), 'GET', ORIGIN)).toBe(true);
  });

  test('never POST, PATCH or DELETE, another origin, the version or the docs', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(isCacheableApiRequest(at('/api/moods'), method, ORIGIN)).toBe(false);
    }
    expect(isCacheableApiRequest(new URL('https://other.example/api/user'), 'GET', ORIGIN)).toBe(false);
    expect(isCacheableApiRequest(at('/api/version?nocache=1'), 'GET', ORIGIN)).toBe(false);
    expect(isCacheableApiRequest(at('/api/docs/json'), 'GET', ORIGIN)).toBe(false);
    expect(isCacheableApiRequest(at('/journal'), 'GET', ORIGIN)).toBe(false);
  });

  test("never the admin area: its answers hold other people's emails and messages", () => {
    for (const path of [
      '/api/admin',
      '/api/admin/customers?q=ann',
      '/api/admin/feedback',
      '/api/admin/analytics?days=30',
      '/api/admin/audit',
    ]) {
      expect(isCacheableApiRequest(at(path), 'GET', ORIGIN), path).toBe(false);
    }
    // Only that path: a name that merely starts the same way is still cached.
    expect(isCacheableApiRequest(at('/api/administrivia'), 'GET', ORIGIN)).toBe(true);
  });

  test('only 200 answers are kept, signed-in ones marked no-store for HTTP caches included', () => {
    const answer = (status: number, cacheControl?: string) => ({
      status,
      headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
    });
    expect(isStorableApiResponse(answer(200))).toBe(true);
    expect(isStorableApiResponse(answer(401))).toBe(false);
    expect(isStorableApiResponse(answer(200, 'no-store'))).toBe(true);
    expect(isStorableApiResponse(answer(404, 'no-store'))).toBe(false);
  });

  test('navigations to the API, health checks and files are not app pages', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/docs')).toBe(true);
    expect(denied('/healthz')).toBe(true);
    expect(denied('/readyz')).toBe(true);
    expect(denied('/manifest.webmanifest')).toBe(true);
    expect(denied('/journal')).toBe(false);
    expect(denied('/admin/feedback')).toBe(false);
    expect(denied('/')).toBe(false);
  });
});
