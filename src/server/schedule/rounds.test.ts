import { describe, expect, it } from 'vitest';
import { Rounds } from './rounds.js';

const HOUR = 3_600_000;

/** A round that waits until the test lets it finish, counting how many started. */
function gatedRounds(options: { fail?: boolean } = {}) {
  let started = 0;
  let release: () => void = () => undefined;
  const failures: unknown[] = [];
  let startedSignal: () => void = () => undefined;
  let nextStart = new Promise<void>((resolve) => (startedSignal = resolve));
  const rounds = new Rounds({
    round: () => {
      started += 1;
      startedSignal();
      nextStart = new Promise<void>((resolve) => (startedSignal = resolve));
      return new Promise<void>((resolve, reject) => {
        release = () => (options.fail ? reject(new Error('database down')) : resolve());
      });
    },
    onFailure: (error) => failures.push(error),
    // Only wake-ups start rounds within a test.
    pollMs: () => HOUR,
  });
  return {
    rounds,
    failures,
    started: () => started,
    release: () => release(),
    nextStart: () => nextStart,
  };
}

describe('Rounds', () => {
  it('runs one more round after the one under way, however many wake-ups came during it', async () => {
    const loop = gatedRounds();
    const first = loop.nextStart();
    loop.rounds.wake();
    await first;
    const second = loop.nextStart();
    loop.rounds.wake();
    loop.rounds.wake();
    loop.rounds.wake();
    expect(loop.started()).toBe(1);
    loop.release();
    await second;
    expect(loop.started()).toBe(2);
    loop.release();
    await loop.rounds.idle();
    // Nothing asked for a third: the next round is the poll's, an hour away.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loop.started()).toBe(2);
    loop.rounds.stop();
  });

  it('hands a failed round to onFailure and runs again when woken', async () => {
    const loop = gatedRounds({ fail: true });
    const first = loop.nextStart();
    loop.rounds.wake();
    await first;
    loop.release();
    await loop.rounds.idle();
    expect(loop.failures).toEqual([new Error('database down')]);
    const second = loop.nextStart();
    loop.rounds.wake();
    await second;
    expect(loop.started()).toBe(2);
    loop.release();
    await loop.rounds.idle();
    loop.rounds.stop();
  });

  it('starts nothing once stopped, and lets the round under way finish', async () => {
    const loop = gatedRounds();
    const first = loop.nextStart();
    loop.rounds.wake();
    await first;
    loop.rounds.stop();
    loop.rounds.wake();
    expect(loop.rounds.running).not.toBeNull();
    loop.release();
    await loop.rounds.idle();
    expect(loop.rounds.running).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loop.started()).toBe(1);
  });
});
