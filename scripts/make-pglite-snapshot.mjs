// Makes the migrated, empty embedded database that a new data folder starts from (src/server/db/client.ts):
// initdb and the migrations run once here, at build time, instead of at a user's first start.
//   node scripts/make-pglite-snapshot.mjs <migrations folder> <output .tar.gz>
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export async function makePgliteSnapshot(migrationsFolder, outFile) {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [migrationsFolder, outFile] = process.argv.slice(2);
  await makePgliteSnapshot(migrationsFolder, outFile);
}
