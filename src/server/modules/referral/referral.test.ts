import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFERRAL_CODE_LENGTH, REFERRAL_FREEZES_MAX } from '../../../contract/constants';
import { referrals, userBadges, users } from '../../db/schema';
import { setClock } from '../../lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '../../test/test-app';
import { completeTodaysRetro } from '../retro/retro-api.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function registerWith(referralCode?: string) {
  counter += 1;
  const client = new TestClient(t.app);
  const username = `invited${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const res = await client.post('/api/register', {
    username,
    password: 'correct horse battery staple',
    rememberMe: true,
    ...(referralCode === undefined ? {} : { referralCode }),
  });
  expect(res.statusCode).toBe(201);
  return { client, user: res.json() as { id: string } };
}

const referralOf = async (client: TestClient) => (await client.get('/api/referral')).json();

describe('GET /api/referral', () => {
  test('gives each user one unique code, the same on every call, and a link to the sign-up page', async () => {
    const a = await signedInClient(t.app);
    const b = await signedInClient(t.app);
    const first = await referralOf(a.client);
    expect(first).toEqual({
      code: expect.stringMatching(new RegExp(`^[A-HJKMNP-Z]{${REFERRAL_CODE_LENGTH}}$`)),
      link: `http://localhost:80/auth?ref=${first.code}`,
      joined: 0,
      credited: 0,
      freezesEarned: 0,
      freezesMax: REFERRAL_FREEZES_MAX,
    });
    expect((await referralOf(a.client)).code).toBe(first.code);
    expect((await referralOf(b.client)).code).not.toBe(first.code);
    expect((await new TestClient(t.app).get('/api/referral')).statusCode).toBe(401);
  });
});

describe('registering with a code', () => {
  test('a good code (any case) joins; an unknown code is ignored without an error', async () => {
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    await registerWith(` ${code.toLowerCase()} `);
    await registerWith('NOSUCHCODE');
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0, freezesEarned: 0 });
  });

  test('credits only after the first completed retro, once, with a freeze and the first-referral badge', async () => {
    setClock(new Date('2026-03-11T12:00:00Z'));
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    const invited = await registerWith(code);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0 });

    await completeTodaysRetro(invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 1, freezesEarned: 1 });
    const streak = (await referrer.client.get('/api/streaks')).json()[0];
    expect(streak).toMatchObject({ id: 'daily-retro', freezesAvailable: 0 });
    const badges = await t.database.db
      .select()
      .from(userBadges)
      .where(eq(userBadges.userId, referrer.user.id));
    expect(badges.map((b) => b.badgeId)).toEqual(['first-referral']);

    // A second retro the next day credits nothing more.
    setClock(new Date('2026-03-12T12:00:00Z'));
    await completeTodaysRetro(invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 1, freezesEarned: 1 });
  });

  test('the freeze covers a missed day of the referrer’s own retro streak', async () => {
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    setClock(new Date('2026-04-01T12:00:00Z'));
    await completeTodaysRetro(referrer.client);
    const invited = await registerWith(code);
    await completeTodaysRetro(invited.client);
    setClock(new Date('2026-04-03T12:00:00Z'));
    await completeTodaysRetro(referrer.client);
    const streak = (await referrer.client.get('/api/streaks')).json()[0];
    expect(streak).toMatchObject({ current: 2, frozenDates: ['2026-04-02'], freezesAvailable: 0 });
  });

  test(`freezes stop at ${REFERRAL_FREEZES_MAX}; credited referrals go on counting`, async () => {
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    for (let i = 0; i < REFERRAL_FREEZES_MAX + 1; i += 1) {
      const invited = await registerWith(code);
      await completeTodaysRetro(invited.client);
    }
    expect(await referralOf(referrer.client)).toMatchObject({
      joined: REFERRAL_FREEZES_MAX + 1,
      credited: REFERRAL_FREEZES_MAX + 1,
      freezesEarned: REFERRAL_FREEZES_MAX,
    });
  });

  test('one’s own code refers no one, and the row goes with a deleted account', async () => {
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    // Logged in as the owner, registering again makes a new account: it is someone else, so it joins.
    const invited = await registerWith(code);
    expect(
      await t.database.db.select().from(referrals).where(eq(referrals.refereeId, referrer.user.id)),
    ).toEqual([]);
    await t.database.db.delete(users).where(eq(users.id, invited.user.id));
    expect(
      await t.database.db.select().from(referrals).where(eq(referrals.referrerId, referrer.user.id)),
    ).toEqual([]);
    await expect(
      t.database.db.insert(referrals).values({ refereeId: referrer.user.id, referrerId: referrer.user.id }),
    ).rejects.toThrow();
  });
});
