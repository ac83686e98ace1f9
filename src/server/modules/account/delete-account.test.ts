import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setUserRole } from '#server/modules/auth/auth.queries';
import { createTestApp, signedInClient, type TestApp, TestClient } from '#server/test/test-app';
import { fillAccount } from './account.fixtures';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  // The first account is the admin: made here so the accounts below are regular users. It replies
  // to their feedback, so the replies are proved gone with the feedback.
  admin = (await signedInClient(t.app, 'firstadmin')).client;
});
const fill = (client: TestClient) => fillAccount(client, { app: t.app, admin });
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(statement: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;

/**
 * Every column that refers to a user, read from the database catalogue: each foreign key to users
 * (with its ON DELETE rule), and any other column named user_id. A table added later is covered.
 */
async function userReferences() {
  const foreignKeys = await query<{ table_name: string; column_name: string; on_delete: string }>(sql`
    select cls.relname as table_name, att.attname as column_name, con.confdeltype as on_delete
    from pg_constraint con
    join pg_class cls on cls.oid = con.conrelid
    join pg_namespace ns on ns.oid = cls.relnamespace
    join lateral unnest(con.conkey) as key(attnum) on true
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = key.attnum
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass and ns.nspname = 'public'`);
  const named = await query<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name = 'user_id'`);
  return { foreignKeys, named };
}

/**
 * Every single-column foreign key from one table to another that is not users (retro_answers to
 * retros, feedback_replies to feedback, …): the rows a user owns through a row of theirs.
 */
function childKeys() {
  return query<{ child: string; child_column: string; parent: string; parent_column: string }>(sql`
    select child.relname as child, child_att.attname as child_column,
           parent.relname as parent, parent_att.attname as parent_column
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    join pg_namespace ns on ns.oid = child.relnamespace
    join pg_attribute child_att on child_att.attrelid = con.conrelid and child_att.attnum = con.conkey[1]
    join pg_attribute parent_att on parent_att.attrelid = con.confrelid and parent_att.attnum = con.confkey[1]
    where con.contype = 'f' and ns.nspname = 'public' and cardinality(con.conkey) = 1
      and con.confrelid <> 'public.users'::regclass`);
}

/**
 * How many rows refer to the user, per table and column: directly (a user column), and one step
 * further through a table that does (the answers of the user's retros, the replies to their
 * feedback, whoever wrote them).
 */
async function rowsReferring(userId: string) {
  const { foreignKeys, named } = await userReferences();
  const columns = new Map<string, { table: string; column: string }>();
  for (const ref of [...foreignKeys, ...named]) {
    columns.set(`${ref.table_name}.${ref.column_name}`, { table: ref.table_name, column: ref.column_name });
  }
  columns.set('users.id', { table: 'users', column: 'id' });
  const counts: Record<string, number> = {};
  for (const [key, { table, column }] of columns) {
    const [row] = await query<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${userId}`,
    );
    counts[key] = row?.n ?? 0;
  }
  for (const key of await childKeys()) {
    for (const { table, column } of columns.values()) {
      if (table !== key.parent) continue;
      const [row] = await query<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(key.child)}
        where ${sql.identifier(key.child_column)} in (
          select ${sql.identifier(key.parent_column)} from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text = ${userId})`);
      counts[`${key.child}.${key.child_column} → ${table}.${column}`] = row?.n ?? 0;
    }
  }
  return counts;
}

describe('deleting the account', () => {
  test('every foreign key to users removes its rows with the user (ON DELETE CASCADE)', async () => {
    const { foreignKeys } = await userReferences();
    expect(foreignKeys.length).toBeGreaterThan(8);
    // The one exception: the admin audit trail outlives the people in it (its reference becomes null;
    // decision record 016). Nothing a user wrote is in it.
    const auditTrail = (fk: { table_name: string; on_delete: string }) =>
      fk.table_name === 'admin_audit_log' && fk.on_delete === 'n';
    expect(foreignKeys.filter((fk) => fk.on_delete !== 'c' && !auditTrail(fk))).toEqual([]);
  });

  test('leaves no row of the user in any table and signs every browser out', async () => {
    const { client, user, username, password } = await signedInClient(t.app);
    await fill(client);
    const phone = new TestClient(t.app);
    expect((await phone.post('/api/login', { username, password })).statusCode).toBe(200);
    const before = await rowsReferring(user.id);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThan(8);
    // Each kind the account page names is really there before, so "none after" proves something.
    for (const key of [
      'feedback.user_id',
      'feedback_replies.feedback_id → feedback.user_id',
      'referrals.referrer_id',
      'referral_codes.user_id',
      'push_subscriptions.user_id',
      'reminder_settings.user_id',
      'calendar_feeds.user_id',
      'sessions.user_id',
      'retro_answers.retro_id → retros.user_id',
      'retro_ratings.retro_id → retros.user_id',
    ])
      expect(before[key], key).toBeGreaterThan(0);

    const res = await client.delete('/api/user', { password });
    expect(res.statusCode).toBe(200);
    const after = await rowsReferring(user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await new TestClient(t.app).post('/api/login', { username, password })).statusCode).toBe(401);
  });

  test("another user's data is untouched", async () => {
    const alice = await signedInClient(t.app);
    const bob = await signedInClient(t.app);
    await fill(bob.client);
    const bobBefore = await rowsReferring(bob.user.id);
    expect((await alice.client.delete('/api/user', { password: alice.password })).statusCode).toBe(200);
    expect(await rowsReferring(bob.user.id)).toEqual(bobBefore);
  });

  test('a wrong password deletes nothing', async () => {
    const { client, user } = await signedInClient(t.app);
    await fill(client);
    const before = await rowsReferring(user.id);
    const res = await client.delete('/api/user', { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'password', message: 'That is not your current password' }]);
    expect(await rowsReferring(user.id)).toEqual(before);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  test('the last admin cannot delete themselves until another account is an admin', async () => {
    const admin = await signedInClient(t.app, 'boss');
    await setUserRole(t.database.db, admin.username, 'admin');
    // Every other admin steps down, so this one is the last.
    await t.database.db.execute(sql`update users set role = 'user' where id <> ${admin.user.id}`);
    const refused = await admin.client.delete('/api/user', { password: admin.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/only administrator/);
    expect((await admin.client.get('/api/user')).statusCode).toBe(200);

    const deputy = await signedInClient(t.app, 'deputy');
    await setUserRole(t.database.db, deputy.username, 'admin');
    expect((await admin.client.delete('/api/user', { password: admin.password })).statusCode).toBe(200);
  });
});
