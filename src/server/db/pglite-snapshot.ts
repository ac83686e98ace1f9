import { existsSync, fsync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/** Makes one file's data durable; may answer later (the unpack runs many at once). */
export type SyncFileConcurrently = (fd: number, path: string) => void | Promise<void>;

/** fsync(2) in libuv's thread pool, so that several run at once and the disk can group them. */
const fsyncAsync = promisify(fsync);
const gunzipAsync = promisify(gunzip);
const fsyncInPool: SyncFileConcurrently = (fd) => fsyncAsync(fd);

/** Files written or synced at once: enough to keep the thread pool and the disk's queue busy. */
const CONCURRENT_FILE_OPERATIONS = 32;

async function eachConcurrently<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_FILE_OPERATIONS, items.length) }, worker));
}

async function syncPath(path: string, syncFile: SyncFileConcurrently): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await syncFile(handle.fd, path);
  } finally {
    await handle.close();
  }
}

/**
 * The migrated, empty embedded database that the build makes (scripts/make-pglite-snapshot.mjs,
 * PGlite's own dumpDataDir) and puts beside the server bundle; null when running from the sources.
 */
export function readShippedSnapshot(): Buffer | null {
  const path = fileURLToPath(new URL('./pglite-snapshot.tar.gz', import.meta.url));
  return existsSync(path) ? readFileSync(path) : null;
}

const UNPACKING_PREFIX = '.db-unpacking-';

interface TarEntry {
  path: string;
  mode: number;
  data: Buffer | null;
}

const octal = (block: Buffer, start: number, length: number) =>
  Number.parseInt(
    block
      .subarray(start, start + length)
      .toString('latin1')
      .replace(/\0.*$/s, '')
      .trim() || '0',
    8,
  );
const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The folders and files of a ustar archive; null when it holds anything else (links, long names). */
function readTar(tar: Buffer): TarEntry[] | null {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = text(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(header, 0, 100);
    const size = octal(header, 124, 12);
    const mode = octal(header, 100, 8);
    const dataStart = offset + 512;
    offset = dataStart + Math.ceil(size / 512) * 512;
    const path = normalize(name.replace(/^\/+/, ''));
    if (path === '.' || path.startsWith('..') || path.includes(`${sep}..${sep}`)) return null;
    if (type === '5') entries.push({ path, mode, data: null });
    else if (type === '0' || type === '\0')
      entries.push({ path, mode, data: tar.subarray(dataStart, dataStart + size) });
    else return null;
  }
  return entries;
}

/**
 * Makes `databaseDir` from a snapshot, for a first start: a native unpack, far quicker than PGlite's
 * own (which writes every file through its WebAssembly file system) and than initdb. The folder is
 * made beside, fsynced whole (every file, then the folders, deepest first), then renamed into place
 * and its parent fsynced, so a crash leaves either no database folder or a complete one. The
 * thousand-odd files are written and fsynced many at a time: one at a time, each fsync waited for
 * its own journal commit, and that was most of a first start. Returns false, having changed nothing,
 * when the folder already exists or the archive holds what this does not unpack: the caller then
 * starts PGlite as before.
 */
export async function unpackSnapshot(
  tarGz: Buffer,
  databaseDir: string,
  syncFile: SyncFileConcurrently = fsyncInPool,
): Promise<boolean> {
  if (existsSync(databaseDir)) return false;
  // In the thread pool too: the main thread meanwhile loads the app's and PGlite's code.
  const entries = readTar(await gunzipAsync(tarGz));
  if (!entries) return false;
  const parent = dirname(databaseDir);
  // What an unpack cut short left behind (the data folder's lock makes this start the only one).
  for (const name of readdirSync(parent)) {
    if (name.startsWith(UNPACKING_PREFIX)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const making = join(parent, `${UNPACKING_PREFIX}${process.pid}`);
  try {
    mkdirSync(making, { mode: 0o700 });
    const folders = [making];
    const files: { path: string; mode: number; data: Buffer }[] = [];
    for (const entry of entries) {
      const path = join(making, entry.path);
      if (entry.data === null) {
        mkdirSync(path, { recursive: true, mode: entry.mode || 0o700 });
        folders.push(path);
      } else {
        if (!existsSync(dirname(path))) {
          mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
          folders.push(dirname(path));
        }
        files.push({ path, mode: entry.mode || 0o600, data: entry.data });
      }
    }
    if (!files.some((file) => file.path === join(making, 'PG_VERSION'))) {
      throw new Error('the snapshot holds no database');
    }
    await eachConcurrently(files, async ({ path, mode, data }) => {
      const handle = await open(path, 'wx', mode);
      try {
        await handle.writeFile(data);
        await syncFile(handle.fd, path);
      } finally {
        await handle.close();
      }
    });
    // A folder's entries are durable once the folder itself is synced: deepest first, the top last.
    const deepestFirst = [...new Set(folders)].sort((a, b) => b.split(sep).length - a.split(sep).length);
    for (const folder of deepestFirst) await syncPath(folder, syncFile);
    renameSync(making, databaseDir);
    // The parent's entry for the new folder.
    await syncPath(parent, syncFile);
    return true;
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    throw error;
  }
}
