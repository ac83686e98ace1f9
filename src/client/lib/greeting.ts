// Home greets by name ("Good evening, Sam"). The name is remembered on this device, so a page's
// first paint, from HTML prerendered at build time, can already show the greeting: a small inline script
// (greetingScript, in index.html after #root) writes it into the home shell's heading before the
// browser paints, and the app's first render computes the same text, so React adopts that heading as
// it is. Signing out, or a session reset (the key's name contains "user"), forgets the name.

/** Local-storage key of the name the greeting uses. */
export const GREETING_NAME_KEY = 'userGreetingName';

/**
 * The greeting heading's look, in the home shell and on the home page alike: drawn the same size in
 * both, the page's heading is not a new largest paint after the shell's (decision record 035).
 */
export const GREETING_HEADING_CLASS =
  'min-h-[1.25em] font-serif text-4xl text-foreground leading-tight sm:text-5xl';

/** The attribute of the heading the inline script fills (the home page's shell, components/ui/page-shell.tsx). */
export const GREETING_ATTRIBUTE = 'data-greeting';

/**
 * 'Good morning' from 5:00, 'Good afternoon' from 12:00, 'Good evening' from 17:00 until 5:00.
 * Self-contained: its source text is inlined into index.html with fillGreeting.
 */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/**
 * "Good evening, Sam", or "Good evening" while no name is known. Inlined into index.html too, with
 * greetingFor defined beside it.
 */
export function greetingText(hour: number, name: string | null | undefined): string {
  return name ? `${greetingFor(hour)}, ${name}` : greetingFor(hour);
}

interface StorageLike {
  getItem(key: string): string | null;
}

/** The remembered name, or null (none yet, or storage blocked). */
export function rememberedGreetingName(storage: StorageLike | undefined): string | null {
  try {
    return storage?.getItem(GREETING_NAME_KEY) || null;
  } catch {
    return null;
  }
}

export function rememberGreetingName(storage: Storage | undefined, name: string): void {
  try {
    if (storage?.getItem(GREETING_NAME_KEY) !== name) storage?.setItem(GREETING_NAME_KEY, name);
  } catch {
    // Storage blocked or full: the greeting waits for the server's answer, as on a first visit.
  }
}

export function forgetGreetingName(storage: Storage | undefined): void {
  try {
    storage?.removeItem(GREETING_NAME_KEY);
  } catch {
    // Storage blocked: nothing was remembered either.
  }
}

/** The parts of `window` fillGreeting uses, so tests can pass a fake one. */
export interface GreetingWindow {
  document: { querySelector(selector: string): { textContent: string | null } | null };
  localStorage: StorageLike;
}

/**
 * Writes the greeting into the home shell's heading, if the page has one. Self-contained (it uses
 * only its arguments): its source text is inlined into index.html.
 */
export function fillGreeting(
  win: GreetingWindow,
  now: Date,
  text: (hour: number, name: string | null) => string,
  nameKey: string,
  attribute: string,
): void {
  const heading = win.document.querySelector(`[${attribute}]`);
  if (!heading) return;
  let name: string | null = null;
  try {
    name = win.localStorage.getItem(nameKey);
  } catch {
    // Storage blocked: the greeting without a name.
  }
  heading.textContent = text(now.getHours(), name);
}

/** The inline script for index.html, after #root (vite.config.ts). */
export function greetingScript(): string {
  return [
    '{',
    `const greetingFor = ${greetingFor.toString()};`,
    `(${fillGreeting.toString()})(window, new Date(), ${greetingText.toString()}, ${JSON.stringify(GREETING_NAME_KEY)}, ${JSON.stringify(GREETING_ATTRIBUTE)});`,
    '}',
  ].join('\n');
}
