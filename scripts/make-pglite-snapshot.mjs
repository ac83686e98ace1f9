// Makes the migrated, empty embedded database that a new data folder starts from (src/server/db/client.ts):
// initdb and the migrations run once here, at build time, instead of at a user's first start.
//   node scripts/make-pglite-snapshot.mjs <migrations folder> <output .tar.gz>
//
// The database is made in a temporary folder and shut down cleanly before it is archived. A copy of a
// running database (PGlite's dumpDataDir) would have to be recovered at every first start, and
// PostgreSQL begins a recovery by fsyncing every file of the data folder, about as many fsyncs again
// as unpacking it costs (docs/decisions/020-first-start-from-a-snapshot.md).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One 512-byte ustar header: a folder or a regular file (all that src/server/db/pglite-snapshot.ts reads). */
function tarHeader(name, { size, mode, folder }) {
  const header = Buffer.alloc(512);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) {
      throw new Error(`name too long for ustar: ${name}`);
    }
  }
  const field = (value, start, length) => header.write(value, start, length, 'utf8');
  const number = (value, start, length) =>
    field(value.toString(8).padStart(length - 1, '0'), start, length - 1);
  field(base, 0, 100);
  number(mode & 0o7777, 100, 8);
  number(0, 108, 8);
  number(0, 116, 8);
  number(size, 124, 12);
  number(0, 136, 12);
  field(folder ? '5' : '0', 156, 1);
  field('ustar\u000000', 257, 8);
  field(prefix, 345, 155);
  // The checksum is computed with its own field as spaces.
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8);
  return header;
}

/** The folder's contents as a ustar archive, paths relative to it, folders before what they hold. */
export function tarFolder(root) {
  const parts = [];
  const add = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      const name = relative(root, path).split(sep).join('/');
      // The database is private to whoever runs the server, whatever the umask here.
      if (entry.isDirectory()) {
        parts.push(tarHeader(name, { size: 0, mode: 0o700, folder: true }));
        add(path);
      } else if (entry.isFile()) {
        const data = readFileSync(path);
        parts.push(tarHeader(name, { size: data.length, mode: 0o600, folder: false }));
        parts.push(data, Buffer.alloc((512 - (data.length % 512)) % 512));
      } else {
        throw new Error(`not a folder or regular file: ${path}`);
      }
    }
  };
  add(root);
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}

export async function makePgliteSnapshot(migrationsFolder, outFile) {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const folder = mkdtempSync(join(tmpdir(), 'pglite-snapshot-'));
  try {
    // initdb and the migrations in memory (on disk, initdb alone takes several times longer), then
    // the result opened in a folder and shut down cleanly: a checkpoint, and the control file says so.
    const inMemory = await PGlite.create();
    let dump;
    try {
      await migrate(drizzle({ client: inMemory }), { migrationsFolder });
      // The app uses the database named postgres only. The two template databases are copies of the
      // catalog that only CREATE DATABASE reads, and more than half of the files a first start writes
      // (docs/decisions/023-a-quicker-embedded-start.md). One statement each: DROP DATABASE refuses
      // to run inside a transaction.
      await inMemory.exec(
        "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
      );
      await inMemory.exec('drop database template0');
      await inMemory.exec('drop database template1');
      dump = await inMemory.dumpDataDir('none');
    } finally {
      await inMemory.close();
    }
    const dataDir = join(folder, 'db');
    const onDisk = await PGlite.create({ dataDir, loadDataDir: dump });
    await onDisk.close();
    writeFileSync(outFile, gzipSync(tarFolder(dataDir)));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [migrationsFolder, outFile] = process.argv.slice(2);
  await makePgliteSnapshot(migrationsFolder, outFile);
}
