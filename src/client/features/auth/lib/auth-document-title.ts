/** The sign-in page's window title, set by the page and written into its prerendered shell. */
export const AUTH_DOCUMENT_TITLE = 'Sign in · Daily Retro';
