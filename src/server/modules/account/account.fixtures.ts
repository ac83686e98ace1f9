import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { now, setClock } from '#server/lib/clock';
import { TestClient } from '#server/test/test-app';

const PUSH_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

const DAY_MS = 24 * 60 * 60 * 1000;
let invited = 0;

export interface FillOptions {
  /** Signs up a second account with this one's referral code (a referral row, a "joined" invite). */
  app: FastifyInstance;
  /** An administrator's client: when given, the team replies to the feedback. */
  admin?: TestClient;
}

/**
 * Fills an account with something of every kind it can own: journal entries with tags, a mood, a
 * completed retro with answers and ratings, a challenge with notes, customization, reminders, a
 * calendar feed, a push subscription, feedback (with a reply from the team when an admin is given)
 * and an account that joined with its referral code. Used to prove export, import and delete see
 * all of it.
 */
export async function fillAccount(client: TestClient, options: FillOptions) {
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
  const challenge = (await client.get('/api/challenges'))
    .json()
    .find((candidate: { doneWhen: string }) => candidate.doneWhen === 'ticked');
  const assigned = await client.post('/api/challenges/assign', { challengeId: challenge.id });
  responses.push(assigned);
  responses.push(
    await client.put('/api/challenges/days', {
      challengeId: challenge.id,
      date: assigned.json().startDate,
      done: true,
    }),
  );
  // A challenge can be completed from its last day on: the clock goes there and back.
  const taken = now();
  setClock(new Date(taken.getTime() + (challenge.durationDays - 1) * DAY_MS));
  responses.push(
    await client.post('/api/challenges/complete', { challengeId: challenge.id, notes: 'Done it' }),
  );
  setClock(taken);
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
  const sent = await client.post('/api/feedback', {
    kind: 'idea',
    message: 'A dark theme for the calendar, please.',
    satisfaction: 4,
    page: '/calendar',
  });
  responses.push(sent);
  if (options.admin) {
    responses.push(
      await options.admin.post(`/api/admin/feedback/${sent.json().id}/replies`, {
        message: 'Thank you, it is planned.',
      }),
    );
  }
  const referral = await client.get('/api/referral');
  responses.push(referral);
  invited += 1;
  responses.push(
    await new TestClient(options.app).post('/api/register', {
      username: `joined${invited}_${Math.random().toString(36).slice(2, 7)}`,
      password: 'correct horse battery staple',
      referralCode: referral.json().code,
    }),
  );
  for (const res of responses)
    expect(res.statusCode, `${res.raw.req?.url ?? ''} ${res.body}`).toBeLessThan(300);
  return { retroDate: retro.date as string, feedbackId: sent.json().id as string };
}
