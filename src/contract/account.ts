import { z } from 'zod';
import { ACCOUNT_FIELD_MESSAGES } from './account-fields';
import { Password } from './auth';
import { PASSWORD_MAX_LENGTH } from './constants';
import { text } from './text';

const currentPassword = text({
  max: PASSWORD_MAX_LENGTH,
  tooLong: ACCOUNT_FIELD_MESSAGES.passwordTooLong,
}).min(1, ACCOUNT_FIELD_MESSAGES.currentPasswordMissing);

export const ChangePasswordBody = z.object({
  currentPassword,
  newPassword: Password,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const ChangePasswordResponse = z.object({
  /** How many other sessions were ended. */
  endedSessions: z.number().int(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

export const DeleteAccountBody = z.object({ password: currentPassword });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const DeleteAccountResponse = z.object({ success: z.literal(true) });

/** A session's public id: the SHA-256 of the id in its cookie (the cookie itself is never shown). */
export const SessionIdParams = z.object({
  id: text({ max: 64, tooLong: 'Session not found' }).regex(/^[0-9a-f]{64}$/, 'Session not found'),
});

export const AccountSession = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const SessionList = z.object({ sessions: z.array(AccountSession) });
export type SessionList = z.infer<typeof SessionList>;

export const EndSessionsResponse = z.object({ endedSessions: z.number().int() });
export type EndSessionsResponse = z.infer<typeof EndSessionsResponse>;
