import { fileURLToPath } from 'node:url';
import { configFromEnv } from '#server/config/config';
import { ConfigError, readEnv } from '#server/config/env';
import { openDatabase } from '#server/db/client';
import { DataDirLockedError } from '#server/db/data-dir-lock';

const SHUTDOWN_GRACE_MS = 10_000;

let databaseOpenedAt = 0;

async function main() {
  const config = configFromEnv(readEnv());
  // The app's modules load while the database opens: the two together dominate the time to ready.
  const opening = openDatabase(config.database).then((handle) => {
    databaseOpenedAt = performance.now();
    return handle;
  });
  const [database, { buildApp }] = await Promise.all([opening, import('./app')]);
  const modulesLoadedAt = performance.now();
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = await buildApp({ config, database, clientDir, runJobs: true });
  app.addHook('onClose', async () => database.close());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing open requests, then closing the database`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'pglite' ? `embedded database in ${config.database.dataDir}` : 'PostgreSQL';
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`Daily Retro is ready on http://${host}:${config.port} (${where})`);
  app.log.debug(
    `startup: database open at ${databaseOpenedAt.toFixed(0)} ms, modules at ${modulesLoadedAt.toFixed(0)} ms, listening at ${performance.now().toFixed(0)} ms after process start`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Daily Retro could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
