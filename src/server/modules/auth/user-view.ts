import type { User } from '#contract/auth';

interface UserFields {
  id: string;
  username: string;
  email: string | null;
  role: 'user' | 'admin';
  timezone: string;
  createdAt: Date;
}

/** The user as the API shows it: never the password hash or other internals. */
export function toUserView(user: UserFields): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    timezone: user.timezone,
    createdAt: user.createdAt.toISOString(),
  };
}
