/**
 * One Intl.DateTimeFormat per locale and options, made on first use and kept: building one costs
 * far more than formatting with it (the staff inbox formats two dates for each of its 50 rows, and a
 * formatter per call took ~0.4 s of a slow phone's first paint). Throws, as Intl does, for a time
 * zone the runtime does not know.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}
