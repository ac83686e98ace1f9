import { afterEach, describe, expect, test, vi } from 'vitest';
import { setClock } from '#server/lib/clock';
import { createTestApp, signedInClient } from '#server/test/test-app';

afterEach(() => setClock(null));

describe('the test clock', () => {
  test('does not exist on a normal server', async () => {
    const { app, close } = await createTestApp();
    try {
      const res = await app.inject({ method: 'PUT', url: '/api/test-clock', payload: { now: null } });
      expect(res.statusCode).toBe(404);
      const grant = await app.inject({ method: 'POST', url: '/api/test-clock/grant-admin' });
      expect(grant.statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  test('with TEST_CLOCK on, moving it changes the local day the server gives a user', async () => {
    const { app, close } = await createTestApp({ config: { testClock: true } });
    try {
      const { client, username, password } = await signedInClient(app);
      const moved = await client.request({
        method: 'PUT',
        url: '/api/test-clock',
        payload: { now: '2031-03-04T12:00:00.000Z' },
      });
      expect(moved.statusCode).toBe(200);
      // Sessions expire by this clock too: five years on, the user signs in again.
      expect((await client.get('/api/profile')).statusCode).toBe(401);
      expect((await client.post('/api/login', { username, password })).statusCode).toBe(200);
      expect((await client.get('/api/profile')).json().today).toBe('2031-03-04');

      // Back to the system clock, which this test pins so it can say exactly what that is.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T08:00:00.000Z') });
      const reset = await client
        .request({ method: 'PUT', url: '/api/test-clock', payload: { now: null } })
        .finally(() => vi.useRealTimers());
      expect(reset.json().now).toBe('2026-07-01T08:00:00.000Z');
      expect((await client.get('/api/profile')).json().today).not.toBe('2031-03-04');
    } finally {
      await close();
    }
  });

  test('refuses a time that is not an ISO instant', async () => {
    const { app, close } = await createTestApp({ config: { testClock: true } });
    try {
      const res = await app.inject({ method: 'PUT', url: '/api/test-clock', payload: { now: 'tomorrow' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    } finally {
      await close();
    }
  });

  test('with TEST_CLOCK on, end-to-end tests can make a user an admin', async () => {
    const { app, close } = await createTestApp({ config: { testClock: true } });
    try {
      await signedInClient(app, 'first');
      const { client } = await signedInClient(app);
      expect((await client.get('/api/admin/feedback')).statusCode).toBe(403);
      const res = await client.post('/api/test-clock/grant-admin');
      expect(res.json()).toEqual({ role: 'admin' });
      expect((await client.get('/api/admin/feedback')).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});
