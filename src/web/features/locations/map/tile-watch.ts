/** Tile errors, with no tile loaded yet, after which the tiles are taken for unreachable. */
export const TILE_ERRORS_MAX = 3;
/** How long the first tile may take before the tiles are taken for unreachable. */
export const FIRST_TILE_TIMEOUT_MS = 8_000;

export interface TileWatch {
  /** A tile arrived: the tile server answers, so later errors (a missing tile at sea) are no reason to give up. */
  loaded(): void;
  /** A tile failed to load. */
  failed(): void;
  stop(): void;
}

/**
 * Decides once whether a tile server works: `onUnreachable` runs after `TILE_ERRORS_MAX` errors or
 * `FIRST_TILE_TIMEOUT_MS` without a single tile (a server that never answers raises no error for a long time), and
 * never once a tile has loaded.
 */
export function watchTiles(
  onUnreachable: () => void,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): TileWatch {
  let settled = false;
  let errors = 0;
  const settle = (unreachable: boolean) => {
    if (settled) return;
    settled = true;
    timers.clearTimeout(timer);
    if (unreachable) onUnreachable();
  };
  const timer = timers.setTimeout(() => settle(true), FIRST_TILE_TIMEOUT_MS);
  return {
    loaded: () => settle(false),
    failed: () => {
      errors += 1;
      if (errors >= TILE_ERRORS_MAX) settle(true);
    },
    stop: () => {
      settled = true;
      timers.clearTimeout(timer);
    },
  };
}
