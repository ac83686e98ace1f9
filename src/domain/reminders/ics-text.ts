/** The text rules of RFC 5545 (sections 3.1 and 3.3.11) that every line of an .ics file follows. */

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded to at most 75 octets per physical line: continuation lines start with a
 * space, and a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const physical: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines lose one octet to the leading space.
    const limit = physical.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      physical.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  physical.push(current);
  return physical.join('\r\n ');
}

/** Content lines joined as RFC 5545 wants: folded, each ending in CRLF. */
export function joinLines(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** An instant as a UTC DATE-TIME: 20261124T200000Z. */
export function utcDateTime(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** A local date and minute as a floating DATE-TIME: 20261124T210000. */
export function localDateTime(date: string, minutes: number): string {
  return `${date.replaceAll('-', '')}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
}

/** A UTC offset in minutes as +HHMM / -HHMM. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}
