import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDataError, isUnavailableError } from './dialect.js';

const pgError = (code: string) => Object.assign(new pg.DatabaseError('failed', 0, 'error'), { code });
const sqliteError = (code: string) => Object.assign(new Error('failed'), { code });

describe('telling database faults apart', () => {
  it.each([
    ['a connection PostgreSQL terminated', pgError('57P01')],
    ['a statement time-out', pgError('57014')],
    ['a lock time-out', pgError('55P03')],
    ['a full disk on PostgreSQL', pgError('53100')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a read time-out of the client', new Error('Query read timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a busy SQLite file', sqliteError('SQLITE_BUSY')],
    ['a full disk on SQLite', sqliteError('SQLITE_FULL')],
    ['a wrapped cause', new Error('query failed', { cause: new Error('Connection terminated unexpectedly') })],
  ])('%s makes the API answer 503', (_label, error) => {
    expect(isUnavailableError(error)).toBe(true);
    expect(isDataError(error)).toBe(false);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a foreign key violation', pgError('23503')],
    ['a value PostgreSQL cannot store', pgError('22021')],
    ['an SQLite constraint', sqliteError('SQLITE_CONSTRAINT_FOREIGNKEY')],
  ])('%s is the data, not the database', (_label, error) => {
    expect(isUnavailableError(error)).toBe(false);
    expect(isDataError(error)).toBe(true);
  });

  it('an ordinary bug is neither', () => {
    expect(isUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(isDataError(new TypeError('x is undefined'))).toBe(false);
  });
});
