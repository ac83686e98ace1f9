import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';

export const Username = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, _ . and -');

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name such as Europe/Berlin. */
export const TimeZone = z.string().max(64).refine(isTimeZone, 'Unknown time zone');

export const RegisterBody = z.object({
  username: Username,
  password: Password,
  email: z.email('Enter a valid email address').max(254).optional(),
  timezone: TimeZone.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(USERNAME_MAX_LENGTH),
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
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
