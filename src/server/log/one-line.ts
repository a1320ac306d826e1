// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: each of them can end a line, or
// rewrite one, in a terminal, a text log or a log viewer.
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/gu;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `text` on one line: every control character written as its escape (`\n`, `\u001b`), so that text from a request
 * can never start a log line of its own, whatever prints the message.
 */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKING, (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
