import { RepeatLimiter } from '../../../log/repeat-limit.js';
import type { FromWorker, WorkerLogFields } from './worker-messages.js';

export type WorkerLog = (
  level: 'warn' | 'error',
  message: string,
  error?: unknown,
  fields?: Omit<WorkerLogFields, 'err'>,
) => void;

/**
 * The click writer's log: lines sent to the main thread, which writes them on the app's log, through a repeat limiter
 * of the thread's own (a database outage fails every batch alike: the first is logged, the rest counted). Messages
 * stay constant; the error and the figures go into fields, with the clicks held in memory at the time.
 */
export function workerLog(
  send: (message: FromWorker) => void,
  held: () => number,
): { log: WorkerLog; repeats: RepeatLimiter } {
  const repeats = new RepeatLimiter((level, fields, message) =>
    send({
      type: 'log',
      level: level === 'error' ? 'error' : 'warn',
      message,
      fields: { ...(fields as WorkerLogFields), held: held() },
    }),
  );
  const log: WorkerLog = (level, message, error = null, fields = {}) =>
    repeats.report(level, message, { ...fields, ...(error === null ? {} : { err: errorFields(error) }) });
  return { log, repeats };
}

// An Error does not cross to the main thread as one: its parts go as plain fields.
function errorFields(error: unknown): WorkerLogFields['err'] {
  if (!(error instanceof Error)) return { message: String(error) };
  return { type: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
}

/** The writer's error back as an Error, for the app's log to write as it writes every other (type, message, stack). */
export function errorOf(fields: NonNullable<WorkerLogFields['err']>): Error {
  const error = new Error(fields.message);
  if (fields.type) error.name = fields.type;
  if (fields.stack) error.stack = fields.stack;
  return error;
}
