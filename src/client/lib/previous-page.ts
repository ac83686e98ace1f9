// The in-app page shown before the current one, so a feedback form can say where the user came from.
let current: string | null = null;
let previous: string | null = null;

/** Called by the layout on every location change. */
export function notePageShown(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The page before this one, or null when the app was opened here. */
export function previousPage(): string | null {
  return previous;
}
