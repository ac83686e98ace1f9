/** Where to go after signing in: only a same-origin path starting with '/' (never '//' or the sign-in page). */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(next, 'http://same-origin.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same-origin.invalid') return fallback;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, remembering where the visitor wanted to go (home needs no reminder). */
export function signInPathFor(path: string, search: string): string {
  const target = search ? `${path}?${search}` : path;
  if (target === '/') return '/auth';
  return `/auth?next=${encodeURIComponent(target)}`;
}
