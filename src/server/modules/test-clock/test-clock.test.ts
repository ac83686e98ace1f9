import { afterEach, describe, expect, test } from 'vitest';
import { setClock } from '../../lib/clock';
import { createTestApp, signedInClient } from '../../test/test-app';

afterEach(() => setClock(null));

describe('the test clock', () => {
  test('does not exist on a normal server', async () => {
    const { app, close } = await createTestApp();
    try {
      const res = await app.inject({ method: 'PUT', url: '/api/test-clock', payload: { now: null } });
      expect(res.statusCode).toBe(404);
    } finally {
      await close();
    }
  });

  test('with TEST_CLOCK on, moving it changes the local day the server gives a user', async () => {
    const { app, close } = await createTestApp({ config: { testClock: true } });
    try {
      const { client } = await signedInClient(app);
      const moved = await client.request({
        method: 'PUT',
        url: '/api/test-clock',
        payload: { now: '2031-03-04T12:00:00.000Z' },
      });
      expect(moved.statusCode).toBe(200);
      expect((await client.get('/api/profile')).json().today).toBe('2031-03-04');

      const reset = await client.request({ method: 'PUT', url: '/api/test-clock', payload: { now: null } });
      expect(Math.abs(Date.parse(reset.json().now) - Date.now())).toBeLessThan(5000);
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
});
