// The auth feature's public surface: other features and the shell import only from here.
export { forgetSignedInUser, useLogout, userKeys, useUser } from './api/user';
export { AUTH_DOCUMENT_TITLE } from './lib/auth-document-title';
