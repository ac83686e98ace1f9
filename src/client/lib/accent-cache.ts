// Where the chosen accent lives on the page and on the device, apart from the palette, so signing out
// can clear it without loading the palette.

/** Local-storage key of the cached accent; its name contains "preferences" so clearing caches keeps it. */
export const ACCENT_STORAGE_KEY = 'preferences.accent';

/** The CSS variables styles.css reads for the accent (light, then dark; each with its text colour). */
export const ACCENT_VARIABLE_NAMES = [
  '--user-accent',
  '--user-accent-contrast',
  '--user-accent-dark',
  '--user-accent-dark-contrast',
] as const;

/** Back to the default colour, and nothing cached: after sign-out the next person sees no one else's choice. */
export function clearAccent(root: HTMLElement, storage: Storage | undefined): void {
  for (const name of ACCENT_VARIABLE_NAMES) root.style.removeProperty(name);
  try {
    storage?.removeItem(ACCENT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was cached either.
  }
}
