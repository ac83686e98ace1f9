const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A link target that is safe to render: an absolute http(s) or mailto URL; anything else is null. */
export function safeHref(href: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:"): so do we.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const cleaned = href.trim().replace(/[\u0000-\u0020\u007f]/g, '');
  try {
    const url = new URL(cleaned);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
