import type { BetterAuthOptions } from 'better-auth';
import type { RepeatLimiter, RepeatLevel } from '../../log/repeat-limit.js';

type AuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

// better-auth's info lines are hints for whoever configures it (trusted origins, and one that names the email address
// of a sign-up attempt): they are the product's debug lines, not something an operator watches.
const PRODUCT_LEVEL: Record<AuthLogLevel, RepeatLevel> = {
  debug: 'debug',
  info: 'debug',
  warn: 'warn',
  error: 'error',
};

/**
 * better-auth's `logger` option: its lines become the product's (JSON, on the app's logger, so LOG_LEVEL decides),
 * through the repeat limiter (an outage fails every session check alike), each message on one line and prefixed
 * `better-auth: `; what it passes beside the message (an error, a query parameter from the request) goes into
 * fields, never into the message. Without a limiter (a script such as the demo seed) better-auth stays quiet: its
 * failures reach the caller as the errors it throws.
 */
export function authLogger(repeats: RepeatLimiter | null): NonNullable<BetterAuthOptions['logger']> {
  if (!repeats) return { disabled: true };
  return {
    // Not 'debug', 'warn' nor 'error': at those three its router also hands the message of an error it catches to
    // better-auth's global logger, which prints plain text on the console when no request context is at hand, past
    // this option. Its debug lines are lost with 'info', a price worth a log that holds JSON lines only.
    level: 'info',
    log: (level, message: unknown, ...args: unknown[]) => {
      const said = typeof message === 'string';
      const values = said ? args : [message, ...args];
      const err = [message, ...args].find((value) => value instanceof Error);
      const details = values.filter((value) => value !== err);
      const text = said && message !== '' ? message : err instanceof Error ? err.message : '';
      repeats.report(PRODUCT_LEVEL[level], `better-auth: ${text || 'error'}`, {
        ...(err ? { err } : {}),
        ...(details.length > 0 ? { details } : {}),
      });
    },
  };
}
