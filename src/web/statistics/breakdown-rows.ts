import type { Breakdown, BreakdownRow, StatFilter } from '../../shared/stats.js';

/** Which "through what" breakdowns a subject has: by link where it has several, by QR code unless it is one. */
export interface ThroughBreakdowns {
  byLink: boolean;
  byQrCode: boolean;
}

/**
 * Whether "Served by" has anything to say: some click was served by a targeting rule or an A/B variant (a subject
 * whose every click went to its one target would show a single row of 100 %), or the view is filtered by it, so the
 * filter can be lifted where it was set.
 */
export function servedByShown(rows: readonly BreakdownRow[] | undefined, filters: readonly StatFilter[]): boolean {
  return (rows ?? []).some((row) => row.value !== null) || filters.some((filter) => filter.dimension === 'route');
}

/**
 * The breakdowns in rows of cards (countries sit beside the map), each row answering one question: where exactly;
 * through which link, code and target, and by which channel (split in two rows past four cards); on what.
 */
export function breakdownRows({ byLink, byQrCode }: ThroughBreakdowns, byRoute: boolean): Breakdown[][] {
  const through: Breakdown[] = [
    ...(byLink ? (['link'] as const) : []),
    ...(byQrCode ? (['qr'] as const) : []),
    ...(byRoute ? (['route'] as const) : []),
  ];
  const channels: Breakdown[] = ['org', 'referrer', 'source'];
  return [
    ['region', 'city', 'timezone'],
    ...(through.length + channels.length > 4 ? [through, channels] : [[...through, ...channels]]),
    ['deviceType', 'device', 'os', 'browser'],
  ];
}
