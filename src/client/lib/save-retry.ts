/**
 * Words a user typed that did not reach the server (offline, network or server failure) are sent again
 * this long after the failure, until they go through: the browser's 'online' event alone never comes
 * after a server error, and can come before the connection carries requests again.
 */
export const SAVE_RETRY_DELAY_MS = 5000;
