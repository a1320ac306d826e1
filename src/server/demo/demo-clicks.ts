import type { EnrichedClick } from '../modules/analytics/recording/click-types.js';
import { DEMO_DEVICES, DEMO_REFERRERS, HOUR_OF_DAY_WEIGHTS } from './demo-devices.js';
import { DEMO_PLACES, type DemoPlace } from './demo-places.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoLinkTarget {
  id: string;
  hash: string;
  workspaceId: string;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data and benchmark input every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weightedPicker<T>(items: T[], weightOf: (item: T) => number, random: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weightOf(item)));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return items[low] as T;
  };
}

/**
 * `count` clicks on the link over the last `days` days, in batches: a gentle upward trend, weekends busier, each
 * place clicking by its own local hours, and about a third of clicks from returning visitors.
 */
export function* demoClicks(
  link: DemoLinkTarget,
  options: { count: number; days: number; now: number; seed: number; batchSize?: number },
): Generator<EnrichedClick[]> {
  const random = seededRandom(options.seed);
  const place = weightedPicker(DEMO_PLACES, (item) => item.weight, random);
  const device = weightedPicker(DEMO_DEVICES, (item) => item.weight, random);
  const referrer = weightedPicker(DEMO_REFERRERS, (item) => item.weight, random);
  const firstDay = options.now - (options.now % DAY) - (options.days - 1) * DAY;
  // Today has only had its hours so far.
  const todaysShare = (options.now % DAY) / DAY;
  const dayWeights = Array.from({ length: options.days }, (_, index) => {
    const weekday = new Date(firstDay + index * DAY).getUTCDay();
    const weight = (0.6 + index / options.days) * (weekday === 0 || weekday === 6 ? 1.3 : 1);
    return index === options.days - 1 ? weight * todaysShare : weight;
  });
  const dayIndex = weightedPicker([...dayWeights.keys()], (index) => dayWeights[index] as number, random);
  const localHour = weightedPicker(
    [...HOUR_OF_DAY_WEIGHTS.keys()],
    (hour) => HOUR_OF_DAY_WEIGHTS[hour] as number,
    random,
  );
  const batchSize = options.batchSize ?? 5_000;

  let batch: EnrichedClick[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const where = place();
    const what = device();
    const at = clickInstant(firstDay + dayIndex() * DAY, where, localHour(), random, options.now);
    const returning = random() < 0.33;
    batch.push({
      linkId: link.id,
      workspaceId: link.workspaceId,
      hash: link.hash,
      qrId: null,
      routeId: null,
      campaignId: null,
      locationId: null,
      at,
      // Hashes rotate daily: a returning visitor shares one with earlier clicks of the same day only.
      visitorHash: returning
        ? `demo-${Math.floor(at / DAY)}-${Math.floor(random() * 50)}`
        : `demo-${index}-${options.seed}`,
      country: where.country,
      region: where.region,
      city: where.city,
      timezone: where.timezone,
      org: where.orgs[Math.floor(random() * where.orgs.length)] ?? null,
      deviceType: what.deviceType,
      deviceVendor: what.deviceVendor,
      deviceModel: what.deviceModel,
      browserName: what.browserName,
      browserVersion: what.browserVersions[Math.floor(random() * what.browserVersions.length)] ?? null,
      osName: what.osName,
      osVersion: what.osVersions[Math.floor(random() * what.osVersions.length)] ?? null,
      referrer: referrer().host,
    });
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

// A local hour of the place on that day, as a UTC instant; today's clicks fall in the part of the day gone by.
function clickInstant(dayStart: number, where: DemoPlace, hour: number, random: () => number, now: number): number {
  const at = dayStart + (hour - where.utcOffsetHours) * HOUR + Math.floor(random() * HOUR);
  const inDay = Math.min(Math.max(at, dayStart), dayStart + DAY - 1);
  return inDay < now ? inDay : dayStart + Math.floor(random() * (now - dayStart));
}
