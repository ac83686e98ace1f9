import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client';

/**
 * A database of its own for one test file: an in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a new PostgreSQL database made on that server from the template the global setup migrated
 * (global-setup.ts), and dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { databaseUrl?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    return openDatabase({ kind: 'pglite', dataDir: null }, { pgliteSnapshot: snapshot });
  }

  const name = `daily_retro_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    databaseUrl: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
