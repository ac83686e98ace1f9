import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFERRAL_CREDITS_PER_DAY } from '#contract/constants';
import { referrals, sessions, userBadges, users } from '#server/db/schema';
import { setClock } from '#server/lib/clock';
import { completeTodaysRetro } from '#server/modules/retro/retro-api.fixtures';
import { TEST_NOW } from '#server/test/pinned-clock';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { completeRetrosOn, referralOf, registerWith } from './referral.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const THREE_DAYS = ['2026-03-11', '2026-03-12', '2026-03-13'];

async function referrerWithCode() {
  const referrer = await signedInClient(t.app);
  const { code } = await referralOf(referrer.client);
  return { ...referrer, code: code as string };
}

const badgesOf = async (userId: string) =>
  (await t.database.db.select().from(userBadges).where(eq(userBadges.userId, userId))).map((b) => b.badgeId);

describe('a referral is credited for real use', () => {
  test('retros on 1 or 2 days credit nothing; the 3rd different day credits a freeze and the Good Company badge', async () => {
    const referrer = await referrerWithCode();
    const invited = await registerWith(t, referrer.code);
    await completeRetrosOn(THREE_DAYS.slice(0, 1), invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0, freezesEarned: 0 });
    await completeRetrosOn(THREE_DAYS.slice(1, 2), invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0, freezesEarned: 0 });
    expect(await badgesOf(referrer.user.id)).toEqual([]);

    await completeRetrosOn(THREE_DAYS.slice(2), invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 1, freezesEarned: 1 });
    expect(await badgesOf(referrer.user.id)).toEqual(['first-referral']);
    // More retros credit nothing more.
    await completeRetrosOn(['2026-03-14'], invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 1, freezesEarned: 1 });
  });

  test('three dates completed in one sitting by changing the timezone between them count as one day', async () => {
    const referrer = await referrerWithCode();
    const invited = await registerWith(t, referrer.code);
    // At 10:30 UTC it is already the 13th on Kiritimati (UTC+14) and still the 11th in Pago Pago (UTC−11).
    setClock(new Date('2026-03-12T10:30:00Z'));
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      expect((await invited.client.patch('/api/profile', { timezone })).statusCode).toBe(200);
      await completeTodaysRetro(invited.client);
    }
    const history = (await invited.client.get('/api/retro/history')).json();
    expect(history.items.map((item: { date: string }) => item.date).sort()).toEqual([
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(await referralOf(referrer.client)).toMatchObject({ credited: 0 });
    // Real days later, the next retro counts.
    await completeRetrosOn(['2026-03-14'], invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ credited: 1 });
  });
});

test('retros brought in by an import never count as use: only retros done in the app do', async () => {
  const referrer = await referrerWithCode();
  const invited = await registerWith(t, referrer.code);
  // Three days of completed retros, after the invited account's sign-up, written by another account.
  const elsewhere = await signedInClient(t.app);
  await completeRetrosOn(THREE_DAYS, elsewhere.client);
  const file = (await elsewhere.client.get('/api/export')).json();
  expect(file.retros).toHaveLength(3);

  const imported = await invited.client.post('/api/import', file);
  expect(imported.statusCode).toBe(200);
  expect(imported.json().retros.added).toBe(3);
  await completeRetrosOn(['2026-03-14'], invited.client);
  expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0, freezesEarned: 0 });

  // Two more days of its own make three: now it counts.
  await completeRetrosOn(['2026-03-15', '2026-03-16'], invited.client);
  expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 1, freezesEarned: 1 });
});

describe('sign-ups from the referrer’s own connection', () => {
  test('a sign-up from the referrer’s address within 24 hours is never credited, even after 3 days of retros', async () => {
    const referrer = await referrerWithCode();
    setClock(new Date(TEST_NOW.getTime() + 23 * HOUR_MS));
    const invited = await registerWith(t, referrer.code, referrer.client.remoteAddress);
    await completeRetrosOn([...THREE_DAYS.slice(1), '2026-03-14', '2026-03-15'], invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0, freezesEarned: 0 });
    expect(await badgesOf(referrer.user.id)).toEqual([]);
  });

  test('a sign-in from an address within 24 hours makes it the referrer’s too, and an IPv6 /64 is one address', async () => {
    const referrer = await referrerWithCode();
    const elsewhere = new TestClient(t.app, '2001:db8:5:6::10');
    setClock(new Date(TEST_NOW.getTime() + 40 * HOUR_MS));
    const signIn = await elsewhere.post('/api/login', {
      username: referrer.username,
      password: referrer.password,
    });
    expect(signIn.statusCode).toBe(200);
    const invited = await registerWith(t, referrer.code, '2001:db8:5:6::99');
    await completeRetrosOn(['2026-03-13', '2026-03-14', '2026-03-15'], invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 0 });
  });

  test('the same address 25 hours after the referrer last used it is credited', async () => {
    const referrer = await referrerWithCode();
    setClock(new Date(TEST_NOW.getTime() + 25 * HOUR_MS));
    const invited = await registerWith(t, referrer.code, referrer.client.remoteAddress);
    await completeRetrosOn(['2026-03-12', '2026-03-13', '2026-03-14'], invited.client);
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 1, credited: 1, freezesEarned: 1 });
  });

  test('the address is kept only as a keyed hash, the same for a sign-up and a sign-in from it', async () => {
    const address = '198.51.100.23';
    const referrer = await referrerWithCode();
    const invited = await registerWith(t, referrer.code, address);
    const [row] = await t.database.db
      .select({ key: users.registrationAddressKey })
      .from(users)
      .where(eq(users.id, invited.user.id));
    const [session] = await t.database.db
      .select({ key: sessions.addressKey })
      .from(sessions)
      .where(eq(sessions.userId, invited.user.id));
    expect(row?.key).toMatch(/^[\w-]{43}$/);
    expect(row?.key).not.toContain('198');
    expect(session?.key).toBe(row?.key);
    const [referral] = await t.database.db
      .select({ sameAddress: referrals.sameAddress })
      .from(referrals)
      .where(eq(referrals.refereeId, invited.user.id));
    expect(referral).toEqual({ sameAddress: false });
  });
});

describe('credits a day', () => {
  test('4 friends reaching their 3rd day on one day: 3 are credited, the 4th at its next retro', async () => {
    expect(REFERRAL_CREDITS_PER_DAY).toBe(3);
    const referrer = await referrerWithCode();
    const friends = [];
    for (let i = 0; i < REFERRAL_CREDITS_PER_DAY + 1; i += 1)
      friends.push((await registerWith(t, referrer.code)).client);
    await completeRetrosOn(THREE_DAYS, ...friends);
    expect(await referralOf(referrer.client)).toMatchObject({
      joined: REFERRAL_CREDITS_PER_DAY + 1,
      credited: REFERRAL_CREDITS_PER_DAY,
    });
    const last = friends.at(-1) as TestClient;
    await completeRetrosOn(['2026-03-14'], last);
    expect(await referralOf(referrer.client)).toMatchObject({ credited: REFERRAL_CREDITS_PER_DAY + 1 });
  });

  test('a referral that waited for room is also credited when the referrer completes a retro on a later day', async () => {
    const referrer = await referrerWithCode();
    const friends = [];
    for (let i = 0; i < REFERRAL_CREDITS_PER_DAY + 1; i += 1)
      friends.push((await registerWith(t, referrer.code)).client);
    await completeRetrosOn(THREE_DAYS, ...friends);
    // Another retro on the full day changes nothing.
    await completeRetrosOn(['2026-03-13'], referrer.client);
    expect(await referralOf(referrer.client)).toMatchObject({ credited: REFERRAL_CREDITS_PER_DAY });
    await completeRetrosOn(['2026-03-14'], referrer.client);
    expect(await referralOf(referrer.client)).toMatchObject({ credited: REFERRAL_CREDITS_PER_DAY + 1 });
  });

  test('the probe’s farm, 7 sign-ups from the referrer’s address in one second each with a retro, earns nothing', async () => {
    const referrer = await referrerWithCode();
    const farm = await Promise.all(
      Array.from({ length: 7 }, () => registerWith(t, referrer.code, referrer.client.remoteAddress)),
    );
    await Promise.all(farm.map((account) => completeTodaysRetro(account.client)));
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 7, credited: 0, freezesEarned: 0 });
    // Kept up for days, still nothing.
    await completeRetrosOn(
      THREE_DAYS.slice(1).concat('2026-03-14'),
      ...farm.map((account) => account.client),
    );
    expect(await referralOf(referrer.client)).toMatchObject({ joined: 7, credited: 0, freezesEarned: 0 });
    expect(await badgesOf(referrer.user.id)).toEqual([]);
    const streak = (await referrer.client.get('/api/streaks')).json()[0];
    expect(streak).toMatchObject({ freezesAvailable: 0 });
  });
});
