import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  REFERRAL_CODE_LENGTH,
  REFERRAL_CREDITS_PER_DAY,
  REFERRAL_FREEZES_MAX,
  REFERRAL_RETRO_DAYS,
} from '#contract/constants';
import { referrals, users } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { completeRetrosOn, noonOn, referralOf, registerWith as registerIn } from './referral.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registerWith = (referralCode?: string) => registerIn(t, referralCode);

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

  test('the freeze covers a missed day of the referrer’s own retro streak', async () => {
    setClock(noonOn('2026-04-01'));
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    const invited = await registerWith(code);
    await completeRetrosOn(['2026-04-01', '2026-04-02', '2026-04-03'], referrer.client, invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ credited: 1, freezesEarned: 1 });
    // 2026-04-04 missed, then a retro the day after.
    await completeRetrosOn(['2026-04-05'], referrer.client);
    const streak = (await referrer.client.get('/api/streaks')).json()[0];
    expect(streak).toMatchObject({ current: 4, frozenDates: ['2026-04-04'], freezesAvailable: 0 });
  });

  test(`freezes stop at ${REFERRAL_FREEZES_MAX}; credited referrals go on counting`, async () => {
    const referrer = await signedInClient(t.app);
    const { code } = await referralOf(referrer.client);
    const invited = [];
    for (let i = 0; i < REFERRAL_FREEZES_MAX + 1; i += 1) invited.push((await registerWith(code)).client);
    const days = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'];
    expect(days.length).toBeGreaterThan(REFERRAL_RETRO_DAYS);
    expect(REFERRAL_FREEZES_MAX + 1).toBeLessThanOrEqual(2 * REFERRAL_CREDITS_PER_DAY);
    // Credited over two days, at most REFERRAL_CREDITS_PER_DAY a day.
    await completeRetrosOn(days, ...invited);
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
