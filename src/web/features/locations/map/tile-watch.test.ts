import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_TILE_TIMEOUT_MS, TILE_ERRORS_MAX, watchTiles } from './tile-watch.js';

describe('watching a tile server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after a few errors while no tile has loaded', () => {
    const unreachable = vi.fn();
    const watch = watchTiles(unreachable);
    for (let error = 1; error < TILE_ERRORS_MAX; error += 1) watch.failed();
    expect(unreachable).not.toHaveBeenCalled();
    watch.failed();
    watch.failed();
    expect(unreachable).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_TILE_TIMEOUT_MS);
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('gives up when no tile arrives in time, even without an error', () => {
    const unreachable = vi.fn();
    watchTiles(unreachable);
    vi.advanceTimersByTime(FIRST_TILE_TIMEOUT_MS - 1);
    expect(unreachable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('trusts a server once a tile has loaded: later errors and the time limit change nothing', () => {
    const unreachable = vi.fn();
    const watch = watchTiles(unreachable);
    watch.failed();
    watch.loaded();
    for (let error = 0; error < TILE_ERRORS_MAX * 2; error += 1) watch.failed();
    vi.advanceTimersByTime(FIRST_TILE_TIMEOUT_MS * 2);
    expect(unreachable).not.toHaveBeenCalled();
  });

  it('says nothing once stopped (the map was closed)', () => {
    const unreachable = vi.fn();
    const watch = watchTiles(unreachable);
    watch.stop();
    for (let error = 0; error < TILE_ERRORS_MAX; error += 1) watch.failed();
    vi.advanceTimersByTime(FIRST_TILE_TIMEOUT_MS);
    expect(unreachable).not.toHaveBeenCalled();
  });
});
