import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterEach, describe, expect, test } from 'vitest';
import {
  currentLockOwner,
  DataDirLockedError,
  LOCK_FILE_NAME,
  type LockOwner,
  lockDataDir,
  processStartTime,
} from './data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another live process, as a reboot or a crash would leave one holding a recorded pid. */
async function liveProcess(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  return child.pid as number;
}

function dataDirWithLock(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'retro-lock-'));
  writeFileSync(join(dir, LOCK_FILE_NAME), content);
  return dir;
}

const lockOf = (owner: LockOwner) => JSON.stringify(owner);
const recordedOwner = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'));

describe('the data directory lock', () => {
  test('the lock records this process, its boot and its start time, and is removed on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'retro-lock-'));
    const unlock = lockDataDir(dir);
    expect(recordedOwner(dir)).toEqual(currentLockOwner());
    expect(currentLockOwner().startTime).toMatch(/^\d+$/);
    unlock();
    expect(() => readFileSync(join(dir, LOCK_FILE_NAME))).toThrow();
  });

  test('a leftover lock whose pid now belongs to another live process is ignored', async () => {
    const pid = await liveProcess('sleep', ['30']);
    const { bootId } = currentLockOwner();
    // The recorded start time is not this process's: the pid was given to it after the owner died.
    const dir = dataDirWithLock(lockOf({ pid, bootId, startTime: '1' }));
    const unlock = lockDataDir(dir);
    expect(recordedOwner(dir).pid).toBe(process.pid);
    unlock();
  });

  test('a lock written before a reboot is ignored even when its pid is alive again', async () => {
    const pid = await liveProcess('sleep', ['30']);
    const dir = dataDirWithLock(lockOf({ pid, bootId: 'an-earlier-boot', startTime: processStartTime(pid) }));
    lockDataDir(dir)();
  });

  test('an older lock holding only a pid is ignored when that pid is not a Node.js process', async () => {
    const pid = await liveProcess('sleep', ['30']);
    lockDataDir(dataDirWithLock(String(pid)))();
  });

  test('an older lock holding only a pid, written before this boot, is ignored even for a Node.js process', async () => {
    const pid = await liveProcess(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    const dir = dataDirWithLock(String(pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    utimesSync(join(dir, LOCK_FILE_NAME), new Date(0), new Date(0));
    lockDataDir(dir)();
  });

  test('a lock whose owner has exited is taken over', async () => {
    const child = spawn('true');
    await new Promise((resolve) => child.once('exit', resolve));
    lockDataDir(dataDirWithLock(lockOf({ pid: child.pid as number, bootId: null, startTime: null })))();
  });

  test('a second live instance on the same folder is still refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retro-lock-'));
    // A real second process takes the lock with the app's own code and keeps it.
    const holderScript = join(dir, 'holder.mjs');
    buildSync({
      stdin: {
        contents: `import { lockDataDir } from './data-dir-lock.ts';
          lockDataDir(process.argv[2]); console.log('locked'); setInterval(() => {}, 1000);`,
        resolveDir: import.meta.dirname,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: holderScript,
      logLevel: 'silent',
    });
    const holder = spawn(process.execPath, [holderScript, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      holder.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
    });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `The data directory ${dir} is in use by another Daily Retro process (pid ${holder.pid}).`,
    );
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // Once it is gone (as after a crash or a power cut), the folder opens without a hand deletion.
    lockDataDir(dir)();
  }, 20_000);
});
