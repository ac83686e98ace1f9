import { AppError } from './app-error';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

let commonPasswords: ReadonlySet<string> | null = null;

/** Built once, at the first check: 10,000 lower-case entries. */
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords;
}

/**
 * Words about this service that a guesser tries first (ASVS 6.1.2): a password made of one of them,
 * whatever the case, spacing or punctuation, with digits at most after it, is refused.
 */
export const CONTEXT_WORDS = ['dailyretro', 'retro', 'dailyreflection', 'myjournal', 'journal'] as const;

function isContextWord(password: string): boolean {
  const compact = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return CONTEXT_WORDS.some((word) => compact.startsWith(word) && /^\d*$/.test(compact.slice(word.length)));
}

/**
 * Why a password that passes the length rule (8–256 characters, any characters) is still refused,
 * or null when it is fine. The one rule for every new password: registration now, a password
 * change later. Guessers try the most common passwords and the username first.
 */
export function passwordProblem(password: string, username: string): string | null {
  const folded = password.trim().toLowerCase();
  if (folded === username.trim().toLowerCase()) return 'Your password must not be your username';
  if (/^(.)\1*$/su.test(password)) return 'Your password must not be one character repeated';
  if (isContextWord(password)) return 'Your password must not be the name of this app';
  if (commonPasswordSet().has(folded)) {
    return 'This is one of the 10,000 most common passwords, which are tried first: choose another';
  }
  return null;
}

/** A 400 with a field error on `password` when the password is refused. */
export function assertAcceptablePassword(password: string, username: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'password', message: problem }]);
}
