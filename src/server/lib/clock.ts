/**
 * The server's "now" for everything that depends on the user's local day. It is the system clock;
 * only a server started with TEST_CLOCK=true lets end-to-end tests move it (to check streaks over
 * several days without waiting for them), through PUT /api/test-clock.
 */
let offsetMs = 0;
/** Set by the API tests' setup: a moved clock then stays at its instant instead of running on. */
let standsStill = false;
let stillAt: Date | null = null;

export function now(): Date {
  return stillAt ? new Date(stillAt) : new Date(Date.now() + offsetMs);
}

/** Moves "now" to `instant`, or back to the system clock with null. */
export function setClock(instant: Date | null): void {
  offsetMs = instant ? instant.getTime() - Date.now() : 0;
  stillAt = standsStill && instant ? new Date(instant) : null;
}

/**
 * From now on a moved clock stands still at its instant: the API tests, where a test that sets the
 * last second of a day must still be in that second at its next request on a busy machine.
 */
export function holdClockStill(): void {
  standsStill = true;
}
