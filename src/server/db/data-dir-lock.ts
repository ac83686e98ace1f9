import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = 'daily-retro.lock';

/**
 * Who holds the lock: the process id, and what tells that process apart from a later one given the
 * same id: the boot it ran in and its start time (Linux; null where /proc is missing).
 */
export interface LockOwner {
  pid: number;
  bootId: string | null;
  startTime: string | null;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function currentBootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** Field 22 of /proc/<pid>/stat: clock ticks from boot to the process's start. */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function currentLockOwner(): LockOwner {
  return { pid: process.pid, bootId: currentBootId(), startTime: processStartTime(process.pid) };
}

/** When this boot started, from /proc/stat's btime (Linux), in ms since the epoch. */
function bootedAtMs(): number | null {
  const match = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '');
  return match ? Number(match[1]) * 1000 : null;
}

/** The lock file's owner; a file from an older version holds the bare process id. */
function parseLockFile(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), bootId: null, startTime: null };
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(value.pid)) return null;
    return {
      pid: value.pid as number,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      startTime: typeof value.startTime === 'string' ? value.startTime : null,
    };
  } catch {
    return null;
  }
}

/**
 * Whether the recorded owner still runs. A process id alone is not enough: after a reboot or a
 * crash, the id is often given to another program, which must not keep the app from starting.
 */
export function isLiveOwner(owner: LockOwner): boolean {
  if (owner.pid <= 0 || owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  const startTime = processStartTime(owner.pid);
  if (owner.startTime && startTime) return owner.startTime === startTime;
  if (!owner.startTime) {
    // An older lock file: believe it only while that id is a Node.js process.
    const command = readText(`/proc/${owner.pid}/cmdline`);
    if (command !== null) return /node/.test(command.split('\0')[0] ?? '');
  }
  return true;
}

/** A lock file older than this boot (an older version's lock has no boot id) is stale. */
function writtenBeforeThisBoot(lockFile: string): boolean {
  const bootedAt = bootedAtMs();
  try {
    return bootedAt !== null && statSync(lockFile).mtimeMs < bootedAt;
  } catch {
    return false;
  }
}

/**
 * The embedded database must be opened by one process only: two processes on one data
 * directory corrupt it. A lock file names the owner; one whose owner is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify(currentLockOwner()));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseLockFile(readText(lockFile) ?? '');
      if (owner && !writtenBeforeThisBoot(lockFile) && isLiveOwner(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Daily Retro process (pid ${owner.pid}). Stop it first, or use DATABASE_URL for several instances.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
