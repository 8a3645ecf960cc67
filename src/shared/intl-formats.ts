/**
 * US English Intl formatters, each built once per set of options. Building one loads
 * locale data and costs far more than formatting with it: the products page formats ten
 * prices while it hydrates, and a new formatter per price made that the page's slowest
 * script on a phone.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function memoised<Options, Format>(
  cache: Map<string, Format>,
  options: Options,
  create: (options: Options) => Format,
): Format {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = create(options);
    cache.set(key, format);
  }
  return format;
}

export function usNumberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return memoised(numberFormats, options, (o) => new Intl.NumberFormat('en-US', o));
}

export function usDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memoised(dateTimeFormats, options, (o) => new Intl.DateTimeFormat('en-US', o));
}
