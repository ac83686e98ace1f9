import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type SyncFile, syncFileToDisk, syncTree } from './durable-node-fs';

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
 * made beside, fsynced whole (files before their folders), then renamed into place and its parent
 * fsynced, so a crash leaves either no database folder or a complete one. Returns false, having
 * changed nothing, when the folder already exists or the archive holds what this does not unpack:
 * the caller then starts PGlite as before.
 */
export function unpackSnapshot(
  tarGz: Buffer,
  databaseDir: string,
  syncFile: SyncFile = syncFileToDisk,
): boolean {
  if (existsSync(databaseDir)) return false;
  const entries = readTar(gunzipSync(tarGz));
  if (!entries) return false;
  const parent = dirname(databaseDir);
  // What an unpack cut short left behind (the data folder's lock makes this start the only one).
  for (const name of readdirSync(parent)) {
    if (name.startsWith(UNPACKING_PREFIX)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const making = join(parent, `${UNPACKING_PREFIX}${process.pid}`);
  try {
    mkdirSync(making, { mode: 0o700 });
    for (const entry of entries) {
      const path = join(making, entry.path);
      if (entry.data === null) mkdirSync(path, { recursive: true, mode: entry.mode || 0o700 });
      else {
        mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
        writeFileSync(path, entry.data, { mode: entry.mode || 0o600 });
      }
    }
    if (!existsSync(join(making, 'PG_VERSION'))) throw new Error('the snapshot holds no database');
    syncTree(making, syncFile);
    renameSync(making, databaseDir);
    // The parent's entry for the new folder.
    const fd = openSync(parent, 'r');
    try {
      syncFile(fd, parent);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    throw error;
  }
}
