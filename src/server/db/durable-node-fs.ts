import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NodeFS } from '@electric-sql/pglite/nodefs';

type InitArguments = Parameters<NodeFS['init']>;

/** Makes one file's written data durable: fsync(2) by default; tests count the calls. */
export type SyncFile = (fd: number, path: string) => void;

export const syncFileToDisk: SyncFile = (fd) => fsyncSync(fd);

/** The parts of Emscripten's Node.js file system that are patched here. */
interface EmscriptenNodeFs {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd: number; node: unknown }) => number };
    realPath(node: unknown): string;
  };
}

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and Emscripten's NODEFS has no fsync at all:
 * committed data reaches the operating system's page cache, which a power cut empties. Here the
 * data folder is mounted the same way, but Emscripten's fsync calls fsync(2) on the real file, and
 * PostgreSQL runs with fsync on (and wal_sync_method=fsync, since Emscripten's fdatasync does
 * nothing). So a commit returns only once its WAL is on disk, and checkpoints sync the data
 * files before the WAL they replace is recycled: PostgreSQL's own durability rules, unchanged.
 */
export async function durableNodeFs(dataDir: string, syncFile: SyncFile): Promise<NodeFS> {
  const { NodeFS: BaseNodeFS } = await import('@electric-sql/pglite/nodefs');
  class DurableNodeFS extends BaseNodeFS {
    override async init(pg: InitArguments[0], options: InitArguments[1]) {
      const result = await super.init(pg, options);
      const preRun = [...(result.emscriptenOpts.preRun ?? [])];
      preRun.push((module: unknown) => {
        const { NODEFS } = module as EmscriptenNodeFs;
        NODEFS.stream_ops.fsync = (stream) => {
          syncFile(stream.nfd, NODEFS.realPath(stream.node));
          return 0;
        };
      });
      return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun } };
    }
  }
  return new DurableNodeFS(dataDir);
}

/** PGlite's start parameters with fsync on. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/**
 * fsyncs every file and folder under `dir`, folders after their contents. For a data folder just
 * made by initdb, which writes without fsync: PostgreSQL's checkpoints sync only the files it has
 * changed since, so the rest would stay in the page cache until the kernel writes it back.
 */
export function syncTree(dir: string, syncFile: SyncFile = syncFileToDisk): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path, syncFile);
    else if (entry.isFile()) syncPath(path, syncFile);
  }
  syncPath(dir, syncFile);
}

function syncPath(path: string, syncFile: SyncFile): void {
  const fd = openSync(path, 'r');
  try {
    syncFile(fd, path);
  } finally {
    closeSync(fd);
  }
}
