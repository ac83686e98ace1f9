import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '#server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    /** On PostgreSQL (TEST_DATABASE_URL): the migrated database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; each test file starts from a copy of it: a copy of a
 * dumped embedded database, or on PostgreSQL a database made with `create database … template` from
 * one migrated here (migrating a new database per file took most of the PostgreSQL run).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `daily_retro_test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const migrated = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrated.close();
    project.provide('pgliteSnapshotPath', '');
    project.provide('postgresTemplate', template);
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
    };
  }
  const path = join(tmpdir(), `daily-retro-test-snapshot-${process.pid}.tar`);
  await writeFile(path, new Uint8Array(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(path, { force: true });
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
