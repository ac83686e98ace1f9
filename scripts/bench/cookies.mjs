// The Cookie header a browser sends back after an answer's Set-Cookie lines: every cookie, not the
// first alone. The app sets the session cookie and the signed-in hint together, and re-sets both on
// a request that lacks the hint, so a benchmark that kept only the first would measure that work
// on every request, which a browser never causes.

/** `lines`: Set-Cookie header values (fetch's `headers.getSetCookie()`, or Node's array or string). */
export function cookieHeader(lines) {
  const all = Array.isArray(lines) ? lines : lines ? [lines] : [];
  return all.map((line) => String(line).split(';')[0]).join('; ');
}
