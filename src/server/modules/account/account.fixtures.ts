import { expect } from 'vitest';
import type { TestClient } from '../../test/test-app';

const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/**
 * Fills an account with something of every kind it can own: journal entries with tags, a mood, a
 * completed retro with answers and ratings, a challenge with notes, customization, reminders, a
 * calendar feed and a push subscription. Used to prove export, import and delete see all of it.
 */
export async function fillAccount(client: TestClient) {
  const responses = [
    await client.post('/api/journal', {
      title: 'First light',
      body: 'Walked by the river.',
      tags: ['walk', 'calm'],
    }),
    await client.post('/api/journal', {
      title: 'Evening',
      body: 'Read a *good* book.\n\nSecond paragraph.',
      tags: [],
    }),
    await client.post('/api/moods', { mood: 'good', note: 'Sunny' }),
  ];
  const { retro } = (await client.get('/api/retro/today')).json();
  for (const question of retro.questions) {
    responses.push(
      await client.request({
        method: 'PUT',
        url: `/api/retro/${retro.date}/answers/${question.id}`,
        payload: { text: `Answer to ${question.id}` },
      }),
    );
  }
  for (const [index, area] of ['Spiritual', 'Relationships', 'Health', 'Productivity'].entries()) {
    responses.push(await client.put(`/api/retro/${retro.date}/ratings/${area}`, { rating: index + 2 }));
  }
  responses.push(await client.post(`/api/retro/${retro.date}/complete`, {}));
  const [challenge] = (await client.get('/api/challenges')).json();
  responses.push(await client.post('/api/challenges/assign', { challengeId: challenge.id }));
  responses.push(
    await client.post('/api/challenges/complete', { challengeId: challenge.id, notes: 'Done it' }),
  );
  responses.push(await client.patch('/api/customization', { displayName: 'Robin', avatar: '🦉' }));
  responses.push(
    await client.put('/api/reminders', {
      enabled: true,
      time: '20:30',
      days: [1, 3, 5],
      timezone: 'Europe/Berlin',
    }),
  );
  responses.push(await client.post('/api/reminders/feed'));
  responses.push(
    await client.post('/api/push/subscriptions', {
      endpoint: `https://push.example.test/send/${Math.random().toString(36).slice(2)}`,
      expirationTime: null,
      keys: PUSH_KEYS,
    }),
  );
  for (const res of responses)
    expect(res.statusCode, `${res.raw.req?.url ?? ''} ${res.body}`).toBeLessThan(300);
  return { retroDate: retro.date as string };
}
