import type { FastifyBaseLogger } from 'fastify';
import type { WithSessionLock } from '#server/db/session-lock';
import { now as clockNow } from '#server/lib/clock';

/** Work the server does on a schedule rather than for a request. */
export interface Job {
  /** Names the job in the log and its advisory lock. */
  name: string;
  /** Time from the end of one run to the start of the next. */
  everyMs: number;
  /** Time from start to the first run; everyMs unless given. */
  firstAfterMs?: number;
  /** The work, given the app's clock (which tests move). */
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  /** Schedules every job: the server does; tests run jobs one at a time with runNow. */
  start(): void;
  /** Runs one job now, under its lock: true when it ran here, false when another instance had it. */
  runNow(name: string): Promise<boolean>;
  /** Cancels what is scheduled and waits for the runs in progress. */
  stop(): Promise<void>;
  /** The jobs' names, in the order they were given. */
  names(): string[];
}

/**
 * The one place the server keeps timers for periodic work. Each run takes the job's PostgreSQL
 * advisory lock first and is skipped while another instance holds it, so one instance does each
 * sweep however many share the database. A job never overlaps itself: its next run is scheduled when
 * the last one ends. Timers are unref'd (they never keep the process alive) and stop() clears them.
 * A failed run is logged (as a summary, never its values) and the job runs again on schedule.
 */
export function createJobRunner(
  withSessionLock: WithSessionLock,
  log: Pick<FastifyBaseLogger, 'error'>,
  jobs: Job[],
  clock: () => Date = clockNow,
): JobRunner {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  let stopped = false;

  function runNow(name: string): Promise<boolean> {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    const current = running.get(name);
    if (current) return current;
    const run = withSessionLock(`daily-retro job ${name}`, () => job.run(clock()))
      .then((locked) => locked.ran)
      .catch((error: unknown) => {
        log.error({ err: error, job: name }, 'a job failed');
        return false;
      })
      .finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  function schedule(job: Job, delayMs: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      void runNow(job.name).finally(() => schedule(job, job.everyMs));
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    start() {
      stopped = false;
      for (const job of jobs) schedule(job, job.firstAfterMs ?? job.everyMs);
    },
    runNow,
    names: () => jobs.map((job) => job.name),
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running.values());
    },
  };
}
