import { inflateSync } from 'node:zlib';

// What a PDF viewer would run or open of its own accord, by the names that introduce it: script (JavaScript, JS),
// programs and other documents (Launch, GoToE, GoToR), forms that send or fetch data (SubmitForm, ImportData, XFA
// with its own scripts), files and players carried inside (EmbeddedFile, EmbeddedFiles, RichMedia). What triggers
// an action (OpenAction, AA) is not among them: a document that opens at its first page, fitted to the window, is
// common and harmless, and an action worth stopping names its own type from this list wherever it is written.
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'GoToE',
  'GoToR',
  'SubmitForm',
  'ImportData',
  'XFA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);
// Object streams hold dictionaries compressed; they are opened to read those. Beyond this much inflated text in all,
// the file is judged by what could not be read.
const INFLATED_MAX = 64 * 1024 * 1024;

// A PDF name: a slash and the regular characters after it (whitespace and delimiters end it); `#xx` is a byte in hex.
const NAME = /\/([^\s\0/[\]<>(){}%]*)/g;
const OBJECT_START = /\d+\s+\d+\s+obj\b/g;
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;

/** The names written in `text` (latin1), their `#xx` escapes decoded: `/J#61vaScript` is `JavaScript`. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, raw = ''] of text.matchAll(NAME)) {
    names.add(
      raw.includes('#')
        ? raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : raw,
    );
  }
  return names;
}

const hasActiveName = (text: string) => [...namesIn(text)].some((name) => ACTIVE_NAMES.has(name));

/**
 * True when the PDF may run something in a viewer (see ACTIVE_NAMES), read from its names: those written in the file
 * and those inside its object streams, where PDF 1.5 and later compress most dictionaries. An object stream this
 * cannot open (another filter than Flate alone, a predictor, encryption, damage, too much) counts as active: what
 * cannot be read is not vouched for.
 */
export function pdfRunsActions(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (hasActiveName(text)) return true;
  let inflated = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const dataStart = match.index + match[0].length;
    const objectStart = lastIndexOfPattern(text, OBJECT_START, match.index);
    const names = namesIn(text.slice(objectStart, match.index));
    if (!names.has('ObjStm')) continue;
    const filters = [...names].filter((name) => name.endsWith('Decode'));
    if (names.has('DecodeParms') || filters.length !== 1 || filters[0] !== 'FlateDecode') return true;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return true;
    let objects: Buffer;
    try {
      objects = inflateSync(bytes.subarray(dataStart, dataEnd), { maxOutputLength: INFLATED_MAX - inflated });
    } catch {
      return true;
    }
    inflated += objects.length;
    if (hasActiveName(objects.toString('latin1'))) return true;
  }
  return false;
}

/** Where the last match of `pattern` (global) before `end` starts, or 0. */
function lastIndexOfPattern(text: string, pattern: RegExp, end: number): number {
  // An object's dictionary is short: looking back a few KB finds its start without rescanning the whole file.
  const from = Math.max(0, end - 64 * 1024);
  let last = from;
  for (const match of text.slice(from, end).matchAll(pattern)) last = from + match.index;
  return last;
}
