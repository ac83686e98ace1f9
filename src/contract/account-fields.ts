// What an account's fields must be, as messages and plain checks without the validation library: the
// server's schemas (auth.ts, account.ts) say the same with these messages, and the sign-in, sign-up and
// password forms check with these functions before sending, so the first screen loads no schema code.
// Each check answers the message to show, or undefined when the value is fine.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

export const ACCOUNT_FIELD_MESSAGES = {
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameCharacters: 'Username may only contain letters, digits, _ . and -',
  usernameMissing: 'Enter your username',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMissing: 'Enter your password',
  currentPasswordMissing: 'Enter your current password',
  emailInvalid: 'Enter a valid email address',
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** The shape of an email address the server's check accepts too (one @, a dot in the domain, no spaces). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX_LENGTH = 254;

const messages = ACCOUNT_FIELD_MESSAGES;

/** A new account's username. */
export function checkNewUsername(value: string): string | undefined {
  if (value.length > USERNAME_MAX_LENGTH) return messages.usernameTooLong;
  const trimmed = value.trim();
  if (trimmed.length < USERNAME_MIN_LENGTH) return messages.usernameTooShort;
  if (!USERNAME_PATTERN.test(trimmed)) return messages.usernameCharacters;
  return undefined;
}

/** The username typed to sign in: any existing one. */
export function checkSignInUsername(value: string): string | undefined {
  if (value.length > USERNAME_MAX_LENGTH) return messages.usernameTooLong;
  return value.trim() ? undefined : messages.usernameMissing;
}

/** A password being chosen (sign-up, a new password). */
export function checkNewPassword(value: string): string | undefined {
  if (value.length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong;
  return value.length < PASSWORD_MIN_LENGTH ? messages.passwordTooShort : undefined;
}

/** A password typed to prove who one is. */
export function checkTypedPassword(
  value: string,
  missing: string = messages.passwordMissing,
): string | undefined {
  if (value.length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong;
  return value ? undefined : missing;
}

/** An optional email address (undefined: none given). */
export function checkOptionalEmail(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value) ? undefined : messages.emailInvalid;
}
