// A deliberate render error for the debug page, to check the app-wide error screen and recovery.
// Armed only by a click on /debug; it stays armed until the page reloads.
import { useSyncExternalStore } from 'react';

export const SIMULATED_ERROR_MESSAGE = 'Simulated error from the debug page';

let armed = false;
const listeners = new Set<() => void>();

export function simulateAppCrash(): void {
  armed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders nothing, or throws once the debug page armed it. */
export function SimulatedCrash() {
  const isArmed = useSyncExternalStore(
    subscribe,
    () => armed,
    () => false,
  );
  if (isArmed) throw new Error(SIMULATED_ERROR_MESSAGE);
  return null;
}
