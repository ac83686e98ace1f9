// The app's pages (src/contract/pages.ts, shared with the server) and the client's own anchors.
export {
  AUTH_PATH,
  isAuthPath,
  normalizePath,
  PAGES,
  type PageId,
  type PageRoute,
  pageIdFor,
  pathsOf,
} from '#contract/pages';

/** The Reminders section of Settings, where the announcement's 'Try it now' leads (/settings#reminders). */
export const REMINDERS_ANCHOR = 'reminders';
