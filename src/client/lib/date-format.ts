// Every date the app shows is formatted by an Intl.DateTimeFormat. Building one costs far more than
// formatting with it (the first in a page took tens of milliseconds on a slow phone, and a list built
// one per row), so each locale and set of options gets one, kept for the page's life. The keys are
// few: the app's fixed formats, times the user's own time zone.
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
