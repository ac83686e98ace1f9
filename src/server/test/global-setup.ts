import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/** Migrates one embedded database for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshotPath', '');
    return;
  }
  const path = join(tmpdir(), `daily-retro-test-snapshot-${process.pid}.tar`);
  await writeFile(path, new Uint8Array(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
}
