/**
 * The one name the runtime's time zone database gives a zone, whatever its upper/lower case or
 * alias ('europe/berlin' and 'EUROPE/BERLIN' are both 'Europe/Berlin', 'utc' is 'UTC'); null for
 * a zone it does not know. Nothing is cached here: the string comes straight from a request. The
 * schemas of a time zone check and store it by this; the domain's day rules build on it.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
