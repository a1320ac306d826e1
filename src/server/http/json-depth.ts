const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * True when a JSON text nests objects and arrays deeper than `max`. One pass over the characters, no allocation,
 * so a 1 MB body of `[[[[…` is refused before anything recursive (the parser, a schema, a serialiser) sees it.
 * Brackets inside strings do not count; the text need not be valid JSON (the parser decides that afterwards).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  // A text shorter than the limit cannot hold more opening brackets than the limit: the usual small body skips.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
