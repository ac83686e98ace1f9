import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';

// Beside this file in the sources, beside the bundle in dist/server (the build copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number that no other code uses as an advisory lock key. */
const MIGRATION_LOCK_KEY = 727_001;

type Target =
  | { kind: 'pglite'; db: PgliteDatabase<Record<string, unknown>> }
  | { kind: 'postgres'; pool: Pool };

export async function runMigrations(target: Target): Promise<void> {
  if (target.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(target.db, { migrationsFolder });
    return;
  }
  const [{ migrate }, { drizzle }] = await Promise.all([
    import('drizzle-orm/node-postgres/migrator'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Several instances may start at once against one PostgreSQL: one migrates, the others wait.
  const client = await target.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
