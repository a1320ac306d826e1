/**
 * Intl formatters kept per language and options. Each one holds ICU data outside V8's heap (tens of KB), which the
 * garbage collector does not count: made anew for every rendered page (a business page needs thirteen), they piled up
 * by hundreds of MB before any collection ran. The kinds of options are few (a handful per block, the event's time
 * zone), so the map stays small; a bound all the same.
 */
const MAX_KEPT = 1_000;
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function kept<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_KEPT) formats.clear();
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateFormats, `${tag}\0${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, `${tag}\0${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}
