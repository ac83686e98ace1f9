import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { makePgliteSnapshot } from '../../../scripts/make-pglite-snapshot.mjs';
import { dumpMigratedPglite, openDatabase } from './client';
import { unpackSnapshot } from './pglite-snapshot';

let snapshot: Buffer;
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'retro-snapshot-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  snapshot = gzipSync(Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
}, 120_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('a data folder unpacked from the snapshot opens as a migrated, empty database, every file synced', async () => {
  const dataDir = newDataDir();
  const synced: string[] = [];
  expect(
    await unpackSnapshot(snapshot, join(dataDir, 'db'), (_fd, path) => {
      synced.push(path);
    }),
  ).toBe(true);
  expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  // Made beside, synced whole (every file, then the folders), renamed into place, then the parent synced.
  const madeAt = synced.find((path) => path.endsWith('/PG_VERSION'))?.replace(/\/PG_VERSION$/, '');
  expect(madeAt?.startsWith(join(dataDir, '.db-unpacking-'))).toBe(true);
  expect(synced.indexOf(`${madeAt}/PG_VERSION`)).toBeLessThan(synced.indexOf(madeAt as string));
  expect(synced.at(-1)).toBe(dataDir);
  expect(synced.length).toBeGreaterThan(1000);
  expect(readdirSync(dataDir)).toEqual(['db']);

  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await rows(sql`select count(*)::int as n from questions`)).toBeGreaterThan(50);
    expect(await rows(sql`select count(*)::int as n from users`)).toBe(0);
  } finally {
    await database.close();
  }
}, 60_000);

test('unpacking with real fsyncs (the default) makes the same folder', async () => {
  const dataDir = newDataDir();
  expect(await unpackSnapshot(snapshot, join(dataDir, 'db'))).toBe(true);
  expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  expect(readdirSync(dataDir)).toEqual(['db']);
}, 60_000);

test('an existing folder is left as it is', async () => {
  const dataDir = newDataDir();
  mkdirSync(join(dataDir, 'db'));
  expect(await unpackSnapshot(snapshot, join(dataDir, 'db'))).toBe(false);
  expect(readdirSync(join(dataDir, 'db'))).toEqual([]);
});

test('an archive with anything but folders and files changes nothing', async () => {
  const dataDir = newDataDir();
  const header = Buffer.alloc(512);
  header.write('link', 0);
  header.write('0000777\0', 100);
  header.write('00000000000\0', 124);
  header.write('2', 156);
  const tar = Buffer.concat([header, Buffer.alloc(1024)]);
  expect(await unpackSnapshot(gzipSync(tar), join(dataDir, 'db'))).toBe(false);
  expect(readdirSync(dataDir)).toEqual([]);
});

test("the snapshot the build ships holds the app's database alone, migrated, and opens from a first start", async () => {
  const dataDir = newDataDir();
  const archive = join(dataDir, 'snapshot.tar.gz');
  await makePgliteSnapshot(join(import.meta.dirname, 'migrations'), archive);
  expect(await unpackSnapshot(readFileSync(archive), join(dataDir, 'db'))).toBe(true);
  // Without the two template databases a first start writes about half the files.
  expect(readdirSync(join(dataDir, 'db', 'base'))).toHaveLength(1);

  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = async (query: ReturnType<typeof sql>) =>
      (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    expect((await rows(sql`select datname from pg_database`)).rows).toEqual([{ datname: 'postgres' }]);
    expect((await rows(sql`select count(*)::int as n from questions`)).rows[0]?.n).toBeGreaterThan(50);
    expect((await rows(sql`show shared_buffers`)).rows[0]?.shared_buffers).toBe('16MB');
  } finally {
    await database.close();
  }
}, 120_000);
