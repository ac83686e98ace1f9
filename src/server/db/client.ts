import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseConfig } from '#server/config/config';
import { lockDataDir } from './data-dir-lock';
import {
  durableNodeFs,
  durableStartParams,
  type SyncFile,
  syncFileToDisk,
  syncTree,
} from './durable-node-fs';
import { runMigrations } from './migrate';
import { type Listen, listenOnPostgres } from './notifications';
import { readShippedSnapshot, unpackSnapshot } from './pglite-snapshot';
import { compilePgliteWasm } from './pglite-wasm';
import * as schema from './schema';
import { pgliteSessionLock, postgresSessionLock, type WithSessionLock } from './session-lock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig['kind'];
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Hears what any process using the database sends with pg_notify on a channel. */
  listen: Listen;
  /** Runs work under a named advisory lock, or skips it while another instance holds it (the jobs' sweeps). */
  withSessionLock: WithSessionLock;
  /**
   * Embedded only: brings the planner's statistics up to date. PGlite runs no autovacuum, whose
   * analyze keeps them fresh on PostgreSQL; a job runs this (src/server/jobs).
   */
  analyze?: () => Promise<void>;
  close(): Promise<void>;
}

/** The listening connections' name in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = 'daily-retro-listen';
const DATABASE_CONNECT_TIMEOUT_MS = 5_000;
/**
 * PostgreSQL's buffer cache inside PGlite. initdb writes 128MB, which the WebAssembly memory zeroes
 * at every start (about half of PGlite's start) and keeps resident as pages are read; the files are
 * in the operating system's cache anyway, which a read through PGlite's file system reaches. Five
 * years of one person's use read as fast with 16MB as with 32MB
 * (docs/decisions/023-a-quicker-embedded-start.md).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

function pgliteStartParams(defaults: readonly string[], onDisk: boolean): string[] {
  const params = onDisk ? durableStartParams(defaults) : [...defaults];
  return [...params, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

async function openPglite(
  dataDir: string | null,
  { pgliteSnapshot: snapshot, syncFile: observedSync }: OpenOptions,
): Promise<DatabaseHandle> {
  const syncFile = observedSync ?? syncFileToDisk;
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // The database files get a folder of their own; DATA_DIR also holds the session secret and the lock.
  const databaseDir = dataDir ? join(dataDir, 'db') : null;
  let isNew = databaseDir !== null && !existsSync(join(databaseDir, 'PG_VERSION'));
  try {
    // A first start unpacks the migrated database the build made instead of running initdb, most of
    // a first start (docs/decisions/020-first-start-from-a-snapshot.md); it is synced whole as it is made.
    // Migrations still run below: a snapshot older than the migrations is brought up to date.
    // The unpack's disk work runs in the thread pool while PGlite's code loads.
    const compiled = compilePgliteWasm();
    const shipped = databaseDir && isNew && !snapshot ? readShippedSnapshot() : null;
    const unpacked = shipped && databaseDir ? unpackSnapshot(shipped, databaseDir, observedSync) : false;
    // Loaded only in embedded mode: PostgreSQL deployments never pay for the WebAssembly build.
    const [{ PGlite }, { drizzle }, madeFromSnapshot, pgliteWasmModule] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      unpacked,
      compiled,
    ]);
    if (madeFromSnapshot) isNew = false;
    // On disk, a commit is answered only once it is on disk (durable-node-fs.ts); in memory, moot.
    const client = await PGlite.create({
      ...(databaseDir ? { fs: await durableNodeFs(databaseDir, syncFile) } : {}),
      startParams: pgliteStartParams(PGlite.defaultStartParams, databaseDir !== null),
      ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    if (databaseDir && isNew) syncTree(databaseDir, syncFile);
    const db = drizzle({ client, schema });
    await runMigrations({ kind: 'pglite', db });
    // In the process itself: a notification reaches its listeners as the commit that sent it returns.
    const listen: Listen = (channel, handlers) => {
      let stopped = false;
      const listened = client.listen(channel, handlers.onNotify).then(
        (unlisten) => {
          if (!stopped) handlers.onListening(true);
          return unlisten;
        },
        () => null,
      );
      return async () => {
        stopped = true;
        handlers.onListening(false);
        const unlisten = await listened;
        if (!client.closed) await unlisten?.().catch(() => {});
      };
    };
    return {
      db,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      listen,
      withSessionLock: pgliteSessionLock(client),
      analyze: async () => void (await client.exec('analyze')),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // A database that cannot be reached fails a request in seconds (a 503, plugins/errors.ts) rather
  // than holding it, and every request queued behind it, until the operating system gives up.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  try {
    const db = drizzle({ client: pool, schema });
    await runMigrations({ kind: 'postgres', pool });
    const listen = listenOnPostgres({
      newConnection: () =>
        new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME, keepAlive: true }),
    });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      listen,
      withSessionLock: postgresSessionLock(pool),
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

export interface OpenOptions {
  /** A dumped PGlite data directory to start from (tests start from a migrated one: initdb is slow). */
  pgliteSnapshot?: Blob;
  /** How an embedded database on disk makes a file durable (fsync(2); tests observe the calls). */
  syncFile?: SyncFile;
}

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir, options);
}

/** A migrated, empty embedded database as a tarball, for openDatabase's pgliteSnapshot. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create();
  try {
    await runMigrations({ kind: 'pglite', db: drizzle({ client, schema }) });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
