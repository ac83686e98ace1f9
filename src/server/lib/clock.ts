/**
 * The server's "now" for everything that depends on the user's local day. It is the system clock;
 * only a server started with TEST_CLOCK=true lets end-to-end tests move it (to check streaks over
 * several days without waiting for them), through PUT /api/test-clock.
 */
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves "now" to `instant`, or back to the system clock with null. */
export function setClock(instant: Date | null): void {
  offsetMs = instant ? instant.getTime() - Date.now() : 0;
}
