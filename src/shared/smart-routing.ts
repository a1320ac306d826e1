// Which target a visitor gets (docs/smart-links.md): the redirect asks it on every click of a smart code, the rule
// tester of the link and QR code screens with facts typed in. Free of zod, so the redirect carries no schema work.
import type { Condition, DeviceClass, OperatingSystem, SmartDestination, Variant } from './smart-links.js';

/**
 * What the rules may ask about a visitor. Functions, so the redirect works out only what a rule asks (a country
 * costs a geography lookup, a device a user agent parse) and only once.
 */
export interface VisitorFacts {
  country(): string | null;
  language(): string | null;
  device(): DeviceClass | null;
  os(): OperatingSystem | null;
  /** The instant of the visit, in epoch ms. */
  at: number;
  /** A query parameter of the request, or null when it has none. */
  param(name: string): string | null;
}

/** The target a visitor gets: the rule or variant that served them (null for the plain default target). */
export interface Route {
  routeId: string | null;
  url: string;
}

/**
 * The first rule whose conditions all hold; else the split's variant of the visitor's bucket (0–99, the same all day
 * for one visitor); else the default target.
 */
export function chooseRoute(
  destination: SmartDestination,
  defaultUrl: string,
  facts: VisitorFacts,
  bucket: () => number,
): Route {
  for (const rule of compiled(destination)) {
    if (rule.holds(facts)) return { routeId: rule.id, url: rule.url };
  }
  const variant = variantOf(destination.split, bucket);
  return variant ? { routeId: variant.id, url: variant.url } : { routeId: null, url: defaultUrl };
}

interface CompiledRule {
  id: string;
  url: string;
  holds: (facts: VisitorFacts) => boolean;
}

// What a fact costs to work out, cheapest first: a rule's conditions are checked in this order (all must hold, so the
// order changes nothing but the work), and most visitors are turned away by a header before their address is looked
// up in the geography.
const COST: Record<Condition['kind'], number> = { query: 0, language: 1, time: 2, device: 3, os: 3, country: 4 };

// Compiled once per destination object: the redirect cache keeps one per code, the tester one per edit.
const compiledRules = new WeakMap<SmartDestination, CompiledRule[]>();

function compiled(destination: SmartDestination): CompiledRule[] {
  let rules = compiledRules.get(destination);
  if (!rules) {
    rules = destination.rules.map((rule) => {
      const tests = [...rule.conditions].sort((a, b) => COST[a.kind] - COST[b.kind]).map(conditionTest);
      return { id: rule.id, url: rule.url, holds: (facts) => tests.every((test) => test(facts)) };
    });
    compiledRules.set(destination, rules);
  }
  return rules;
}

/** A condition as a test of the facts, its values in a set. */
function conditionTest(condition: Condition): (facts: VisitorFacts) => boolean {
  if (condition.kind === 'query') return (facts) => facts.param(condition.name) === condition.value;
  if (condition.kind === 'time') return (facts) => timeHolds(condition, facts.at);
  const values = new Set<string>(condition.values);
  const fact = condition.kind;
  return (facts) => {
    const value = facts[fact]();
    return value !== null && values.has(value);
  };
}

/** The variant of a bucket: weights laid end to end over 0–99. */
export function variantOf(split: readonly Variant[], bucket: () => number): Variant | null {
  if (split.length < 2) return null;
  const at = bucket();
  let end = 0;
  for (const variant of split) {
    end += variant.weight;
    if (at < end) return variant;
  }
  return split[split.length - 1] ?? null;
}

type TimeCondition = Extract<Condition, { kind: 'time' }>;

function timeHolds(condition: TimeCondition, at: number): boolean {
  const local = localTime(condition.timeZone, at);
  if (condition.fromDate && local.date < condition.fromDate) return false;
  if (condition.untilDate && local.date > condition.untilDate) return false;
  if (condition.weekdays?.length && !condition.weekdays.includes(local.weekday)) return false;
  if (condition.fromTime && local.time < condition.fromTime) return false;
  if (condition.untilTime && local.time >= condition.untilTime) return false;
  return true;
}

/** A wall-clock reading in a zone: `YYYY-MM-DD`, `HH:MM` and the ISO weekday (1 Monday … 7 Sunday). */
export interface LocalTime {
  date: string;
  time: string;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const readings = new Map<string, LocalTime>();
const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * The wall clock of a zone at an instant, daylight saving included (Intl knows the zone's rules). Readings are kept
 * per zone and minute, so a busy code's rules cost one formatting a minute, not one a click.
 */
export function localTime(timeZone: string, at: number): LocalTime {
  const minute = Math.floor(at / 60_000);
  const key = `${timeZone}\n${minute}`;
  const known = readings.get(key);
  if (known) return known;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(minute * 60_000)) parts[part.type] = part.value;
  const reading = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 0,
  };
  if (readings.size > 1_000) readings.clear();
  readings.set(key, reading);
  return reading;
}

/** The browser's preferred language from `Accept-Language`: the primary subtag of the best-weighted entry. */
export function preferredLanguage(header: string): string | null {
  // Most browsers list their languages best first and weigh the others lower: without weights, the first is it.
  if (!header.includes(';'))
    return primaryLanguage(header.slice(0, (header.indexOf(',') + 1 || header.length + 1) - 1));
  let best: string | null = null;
  let bestWeight = 0;
  for (const entry of header.split(',')) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.split('-')[0]?.toLowerCase() ?? '';
    if (!/^[a-z]{2,3}$/.test(primary)) continue;
    let weight = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') weight = Number(value);
    }
    if (Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

function primaryLanguage(tag: string): string | null {
  const dash = tag.indexOf('-');
  const primary = (dash === -1 ? tag : tag.slice(0, dash)).trim().toLowerCase();
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/** A device type as the click's user agent gives it (ua-parser-js) → the class a rule asks about. */
export function deviceClassOf(deviceType: string | null): DeviceClass | null {
  if (deviceType === null) return null;
  if (deviceType === 'mobile' || deviceType === 'wearable') return 'mobile';
  if (deviceType === 'tablet') return 'tablet';
  return 'desktop';
}

const OS_BY_NAME: Record<string, OperatingSystem> = {
  ios: 'ios',
  android: 'android',
  harmonyos: 'android',
  windows: 'windows',
  'mac os': 'macos',
  macos: 'macos',
  'chrome os': 'chromeos',
  'chromium os': 'chromeos',
  linux: 'linux',
  ubuntu: 'linux',
  debian: 'linux',
  fedora: 'linux',
  'red hat': 'linux',
  'linux mint': 'linux',
  arch: 'linux',
  gentoo: 'linux',
  suse: 'linux',
};

/** An operating system's name as ua-parser-js gives it → the system a rule asks about. */
export function operatingSystemOf(osName: string | null): OperatingSystem | null {
  return osName === null ? null : (OS_BY_NAME[osName.toLowerCase()] ?? null);
}
