/** One line of the server's log as pino writes it. */
export interface LogLine {
  level: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

/** The log's lines: those that are JSON objects with a level and a message, and every other one, as written. */
export function parseLog(text: string): { lines: LogLine[]; notJson: string[] } {
  const lines: LogLine[] = [];
  const notJson: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const parsed = parseLine(line);
    if (parsed) lines.push(parsed);
    else notJson.push(line);
  }
  return { lines, notJson };
}

function parseLine(line: string): LogLine | null {
  try {
    const value: unknown = JSON.parse(line);
    const isLine =
      typeof value === 'object' &&
      value !== null &&
      typeof (value as LogLine).level === 'number' &&
      typeof (value as LogLine).msg === 'string';
    return isLine ? (value as LogLine) : null;
  } catch {
    return null;
  }
}

/** What an in-process test server logs (startTestServer's `logStream`), kept to be read back. */
export class LogCapture {
  private text = '';
  readonly stream = {
    write: (chunk: string) => {
      this.text += chunk;
    },
  };

  parse(): ReturnType<typeof parseLog> {
    return parseLog(this.text);
  }
}

/**
 * How many occurrences the lines of one repeated message tell of: one for each line in full, `repeated` for each
 * summary ("… (x 12 in the last 10 s)").
 */
export function occurrencesTold(lines: LogLine[]): number {
  return lines.reduce((sum, line) => sum + (typeof line.repeated === 'number' ? line.repeated : 1), 0);
}

/** The lines of one message: the first in full, and its summaries. */
export function linesOf(lines: LogLine[], message: string): LogLine[] {
  return lines.filter((line) => line.msg === message || line.msg.startsWith(`${message} (x `));
}
