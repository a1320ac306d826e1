import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line.js';
import { RepeatLimiter, type Clock, type LogFields, type RepeatLevel } from './repeat-limit.js';

/** A clock that moves only when the test says, running what fell due on the way. */
class ManualClock implements Clock {
  private time = 1_000_000;
  private timers: Array<{ at: number; run: () => void; cancelled: boolean }> = [];

  now(): number {
    return this.time;
  }

  after(ms: number, run: () => void): () => void {
    const timer = { at: this.time + ms, run, cancelled: false };
    this.timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  }

  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => !timer.cancelled && timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.time = due.at;
      due.cancelled = true;
      due.run();
    }
    this.time = until;
  }

  get pending(): number {
    return this.timers.filter((timer) => !timer.cancelled).length;
  }
}

function limiterWithLines(intervalMs = 10_000) {
  const clock = new ManualClock();
  const lines: Array<{ level: RepeatLevel; fields: LogFields; message: string }> = [];
  const limiter = new RepeatLimiter((level, fields, message) => lines.push({ level, fields, message }), {
    intervalMs,
    clock,
  });
  return { clock, lines, limiter };
}

describe('the repeat limiter', () => {
  it('logs the first occurrence in full, then one line per interval with how many there were', () => {
    const { clock, lines, limiter } = limiterWithLines();
    const failure = new Error('connect ECONNREFUSED');
    for (let second = 0; second < 25; second += 1) {
      for (let request = 0; request < 20; request += 1) limiter.error('redirect lookup failed', { err: failure });
      clock.advance(1_000);
    }

    expect(lines[0]).toEqual({ level: 'error', fields: { err: failure }, message: 'redirect lookup failed' });
    expect(lines.slice(1)).toEqual([
      {
        level: 'error',
        fields: { error: 'connect ECONNREFUSED', repeated: 199, seconds: 10 },
        message: 'redirect lookup failed (x 199 in the last 10 s)',
      },
      {
        level: 'error',
        fields: { error: 'connect ECONNREFUSED', repeated: 200, seconds: 10 },
        message: 'redirect lookup failed (x 200 in the last 10 s)',
      },
    ]);
    // The last five seconds are told when their interval ends, though nothing more happens.
    clock.advance(5_000);
    expect(lines[3]?.message).toBe('redirect lookup failed (x 100 in the last 10 s)');
    const told = lines.reduce((sum, line) => sum + (Number(line.fields.repeated) || 1), 0);
    expect(told).toBe(500);
  });

  it('tells the count at once when the condition clears, and logs the next occurrence in full again', () => {
    const { clock, lines, limiter } = limiterWithLines();
    limiter.warn('clicks held, write failed', { held: 10 });
    clock.advance(2_000);
    limiter.warn('clicks held, write failed', { held: 20 });
    limiter.warn('clicks held, write failed', { held: 30 });
    clock.advance(1_000);
    limiter.resolved('clicks held, write failed');

    expect(lines).toEqual([
      { level: 'warn', fields: { held: 10 }, message: 'clicks held, write failed' },
      {
        level: 'warn',
        fields: { held: 30, repeated: 2, seconds: 3 },
        message: 'clicks held, write failed (x 2 in the last 3 s)',
      },
    ]);
    limiter.warn('clicks held, write failed', { held: 5 });
    expect(lines[2]).toEqual({ level: 'warn', fields: { held: 5 }, message: 'clicks held, write failed' });
  });

  it('says nothing more about a single occurrence, and forgets it after a quiet interval', () => {
    const { clock, lines, limiter } = limiterWithLines();
    limiter.error('public form: the database does not answer');
    clock.advance(10_000);
    expect(lines).toHaveLength(1);
    expect(clock.pending).toBe(0);
    limiter.error('public form: the database does not answer');
    expect(lines).toHaveLength(2);
    limiter.resolved('public form: the database does not answer');
    expect(lines).toHaveLength(2);
  });

  it('counts each message on its own', () => {
    const { clock, lines, limiter } = limiterWithLines();
    for (let index = 0; index < 3; index += 1) {
      limiter.error('redirect lookup failed');
      limiter.warn('database unavailable', { url: `/api/links?page=${index}` });
    }
    clock.advance(10_000);
    expect(lines.map((line) => line.message)).toEqual([
      'redirect lookup failed',
      'database unavailable',
      'redirect lookup failed (x 2 in the last 10 s)',
      'database unavailable (x 2 in the last 10 s)',
    ]);
    expect(lines[3]?.fields).toEqual({ url: '/api/links?page=2', repeated: 2, seconds: 10 });
  });

  it('tells every pending count on flush (a stop), and nothing twice', () => {
    const { clock, lines, limiter } = limiterWithLines();
    limiter.error('a');
    limiter.error('a');
    limiter.error('b');
    clock.advance(4_000);
    limiter.flush();
    expect(lines.map((line) => line.message)).toEqual(['a', 'b', 'a (x 1 in the last 4 s)']);
    clock.advance(20_000);
    expect(lines).toHaveLength(3);
    expect(clock.pending).toBe(0);
  });

  it('keeps a message with a line break on one line', () => {
    const { lines, limiter } = limiterWithLines();
    limiter.error('State not found\n{"level":50,"msg":"forged"}');
    expect(lines[0]?.message).toBe('State not found\\n{"level":50,"msg":"forged"}');
  });

  it('logs in full, rather than silences, messages past the ones it can follow at once', () => {
    const { lines, limiter } = limiterWithLines();
    for (let index = 0; index < 1_000; index += 1) limiter.error(`Invalid origin: https://${index}.example`);
    limiter.error('Invalid origin: https://one-too-many.example');
    limiter.error('Invalid origin: https://one-too-many.example');
    expect(lines).toHaveLength(1_002);
  });
});

describe('a message on one line', () => {
  it('escapes line breaks, terminal escapes and the Unicode separators, and leaves other text alone', () => {
    expect(oneLine('a\nb\r\nc')).toBe('a\\nb\\r\\nc');
    expect(oneLine('\u001b[31mred\u0000')).toBe('\\u001b[31mred\\u0000');
    expect(oneLine('x\u2028y\u2029z\u0085')).toBe('x\\u2028y\\u2029z\\u0085');
    expect(oneLine('Ayşe Yılmaz: ok 👍')).toBe('Ayşe Yılmaz: ok 👍');
  });
});
