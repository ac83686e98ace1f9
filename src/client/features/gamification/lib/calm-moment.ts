/**
 * When a badge celebration may open. A badge is often earned mid-sentence (the first journal entry is
 * saved while it is being typed) or while a sheet or a toast is up: the celebration waits for a calm
 * moment, and badges earned close together wait for each other so they are told in one celebration.
 */

/** A keystroke this recent means the user is still writing, even if the focus has just moved. */
export const TYPING_PAUSE_MS = 2000;
/** Badges that arrive within this long of each other are gathered into one celebration. */
export const GATHER_MS = 1200;
/** How often a waiting celebration looks again for a calm moment. */
export const CALM_CHECK_MS = 300;

/** What the page is doing right now, as far as interrupting the user goes. */
export interface PageState {
  /** The focused element takes typed text (a text field, a textarea, an editable region). */
  focusInTextField: boolean;
  /** Milliseconds since the last keystroke or input in a text field (Infinity when there was none). */
  sinceTyped: number;
  /** Another dialog or sheet is open. */
  dialogOpen: boolean;
  /** A toast is on screen. */
  toastOpen: boolean;
  /** A save (or any other change sent to the server) is still on its way. */
  saving: boolean;
  /** Milliseconds since the newest badge waiting to be told arrived. */
  sinceNewestBadge: number;
}

/** Is now a calm moment to open a celebration? */
export function isCalmMoment(page: PageState): boolean {
  return (
    !page.focusInTextField &&
    page.sinceTyped >= TYPING_PAUSE_MS &&
    !page.dialogOpen &&
    !page.toastOpen &&
    !page.saving &&
    page.sinceNewestBadge >= GATHER_MS
  );
}

/** Input types that take free text (a checkbox or a button never does). */
const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** The parts of an element that say whether it takes typed text. */
export interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
  readOnly?: boolean;
}

/** Does this element take typed text? */
export function isTextField(element: FocusedElement | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return !element.readOnly;
  if (tag === 'INPUT') return !element.readOnly && TEXT_INPUT_TYPES.has((element.type ?? '').toLowerCase());
  return false;
}

/** Open dialogs and sheets: native ones, and any element marked as a dialog or a modal. */
export const OPEN_DIALOG_SELECTOR =
  'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';

/**
 * Which unseen badges still get a celebration: only those earned on the user's current local day (the
 * server says which, on its clock and the user's time zone and day start). A celebration never comes
 * later than the next calm moment of the day the badge was earned; a badge from an earlier day (the app
 * was closed, or no calm moment came) is listed quietly in Achievements with a "New" marker instead.
 */
export function splitUnseenBadges<T extends { notified: boolean; earnedToday: boolean }>(
  badges: readonly T[],
): { celebrate: T[]; quiet: T[] } {
  const unseen = badges.filter((badge) => !badge.notified);
  return {
    celebrate: unseen.filter((badge) => badge.earnedToday),
    quiet: unseen.filter((badge) => !badge.earnedToday),
  };
}
