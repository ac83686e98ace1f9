import { z } from 'zod';
import { ACCOUNT_FIELD_MESSAGES, USERNAME_PATTERN } from './account-fields';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { text } from './text';
import { canonicalTimeZone } from './time-zone';

export const Username = text({ max: USERNAME_MAX_LENGTH, tooLong: ACCOUNT_FIELD_MESSAGES.usernameTooLong })
  .trim()
  .min(USERNAME_MIN_LENGTH, ACCOUNT_FIELD_MESSAGES.usernameTooShort)
  .regex(USERNAME_PATTERN, ACCOUNT_FIELD_MESSAGES.usernameCharacters);

export const Password = text({
  max: PASSWORD_MAX_LENGTH,
  tooLong: ACCOUNT_FIELD_MESSAGES.passwordTooLong,
}).min(PASSWORD_MIN_LENGTH, ACCOUNT_FIELD_MESSAGES.passwordTooShort);

/**
 * An IANA time zone name such as Europe/Berlin, stored as the one canonical spelling: any
 * upper/lower-case variant of a zone becomes the same name, so the server keeps one formatter per
 * zone, not one per spelling.
 */
export const TimeZone = text({ max: 64, tooLong: 'Unknown time zone' }).transform((value, ctx) => {
  const canonical = canonicalTimeZone(value);
  if (canonical === null) {
    ctx.issues.push({ code: 'custom', message: 'Unknown time zone', input: value });
    return z.NEVER;
  }
  return canonical;
});

export const RegisterBody = z.object({
  username: Username,
  password: Password,
  email: text({ max: 254, tooLong: ACCOUNT_FIELD_MESSAGES.emailInvalid })
    .pipe(z.email(ACCOUNT_FIELD_MESSAGES.emailInvalid))
    .optional(),
  timezone: TimeZone.optional(),
  /** Someone's referral code; one that matches no one is ignored, so a typo never blocks a sign-up. */
  referralCode: text({ max: 32 }).trim().toUpperCase().optional(),
  /** As at sign-in: ticked, 30 days idle and 90 in all; otherwise 12 hours idle or 7 days. */
  rememberMe: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  username: text({ max: USERNAME_MAX_LENGTH, tooLong: ACCOUNT_FIELD_MESSAGES.usernameTooLong })
    .trim()
    .min(1, ACCOUNT_FIELD_MESSAGES.usernameMissing),
  password: text({ max: PASSWORD_MAX_LENGTH, tooLong: ACCOUNT_FIELD_MESSAGES.passwordTooLong }).min(
    1,
    ACCOUNT_FIELD_MESSAGES.passwordMissing,
  ),
  /** Ticked: 30 days idle and 90 in all; otherwise the session ends after 12 hours idle or 7 days. */
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const Role = z.enum(['user', 'admin']);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: Role,
  timezone: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

export const LogoutResponse = z.object({ success: z.literal(true) });
