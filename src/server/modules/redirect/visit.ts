import type { IncomingMessage } from 'node:http';
import type { DeviceClass, OperatingSystem } from '../../../shared/smart-links.js';
import {
  deviceClassOf,
  operatingSystemOf,
  preferredLanguage,
  type VisitorFacts,
} from '../../../shared/smart-routing.js';
import { countryOfAddress, createDailySalt, createUserAgentReader, utcDayStart } from '../analytics/index.js';
import type { TargetLock } from './redirect-target.js';
import { isUnlocked } from './unlock-cookie.js';

/** One request for a code, as the redirect decides on it (redirect-decision.ts). */
export interface Visit {
  /** The request's query string, without the `?`. */
  query: string;
  now: number;
  /** True when the visitor entered the target's password within the last 24 hours (a signed cookie says so). */
  unlocked(lock: TargetLock): boolean;
  /** What the rules may ask about the visitor; each fact worked out on first use only. */
  facts(): VisitorFacts;
  /** The visitor's bucket (0–99) for a split of `owner`: the same all day, another tomorrow. */
  bucket(owner: string): number;
  /** The client's address (TRUST_PROXY's rule), worked out once for the rules, the split and the click. */
  address(): string;
}

export type VisitReader = (request: IncomingMessage, query: string, now: number) => Visit;

interface Readers {
  secret: string;
  clientAddress: (request: IncomingMessage) => string;
  userAgent: ReturnType<typeof createUserAgentReader>;
  saltOf: (day: number) => string;
  /** Accept-Language → the preferred language, and user agent → its hash: both repeat a few hundred values. */
  languages: BoundedCache<string | null>;
  agentHashes: BoundedCache<number>;
}

// Enough for the distinct values of a busy day; past it the cache starts afresh (cheaper than keeping an order).
const CACHE_LIMIT = 20_000;

class BoundedCache<T> {
  private readonly values = new Map<string, T>();
  get(key: string, make: (key: string) => T): T {
    let value = this.values.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.values.size >= CACHE_LIMIT) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }
}

// Not yet worked out (null is an answer: "unknown").
const UNKNOWN = Symbol('not asked yet');

/**
 * Reads visits for the redirect. Rules and splits cost only where a code has them: a plain code's visit is one small
 * object that is never asked anything. Each fact is worked out once, on first use: the user agent with the click
 * writer's reader (cached, so a busy code's visitors cost a lookup), the country in the writer's geography (shared
 * memory; unknown for the second after a start).
 */
export function createVisitReader(secret: string, clientAddress: (request: IncomingMessage) => string): VisitReader {
  const readers: Readers = {
    secret,
    clientAddress,
    userAgent: createUserAgentReader(),
    saltOf: createDailySalt(secret),
    languages: new BoundedCache(),
    agentHashes: new BoundedCache(),
  };
  return (request, query, now) => new RequestVisit(readers, request, query, now);
}

class RequestVisit implements Visit, VisitorFacts {
  private address_: string | typeof UNKNOWN = UNKNOWN;
  private device_: ReturnType<Readers['userAgent']> | typeof UNKNOWN = UNKNOWN;
  private country_: string | null | typeof UNKNOWN = UNKNOWN;
  private language_: string | null | typeof UNKNOWN = UNKNOWN;
  private params: URLSearchParams | null = null;

  constructor(
    private readonly readers: Readers,
    private readonly request: IncomingMessage,
    readonly query: string,
    readonly now: number,
  ) {}

  get at(): number {
    return this.now;
  }

  unlocked(lock: TargetLock): boolean {
    return isUnlocked(this.readers.secret, lock, header(this.request, 'cookie'), this.now);
  }

  facts(): VisitorFacts {
    return this;
  }

  bucket(owner: string): number {
    const salt = this.readers.saltOf(utcDayStart(this.now));
    // The user agent's hash is kept per agent (it is most of the text); the salt, the address and the code are hashed
    // each time, and mixed with it.
    const agent = this.readers.agentHashes.get(header(this.request, 'user-agent'), (text) => hash32(text));
    return hash32(`${salt}\0${this.address()}\0${owner}`, agent) % 100;
  }

  country(): string | null {
    if (this.country_ === UNKNOWN) this.country_ = countryOfAddress(this.address());
    return this.country_;
  }

  language(): string | null {
    if (this.language_ === UNKNOWN) {
      this.language_ = this.readers.languages.get(header(this.request, 'accept-language'), preferredLanguage);
    }
    return this.language_;
  }

  device(): DeviceClass | null {
    const verdict = this.userAgent();
    return verdict.bot ? null : deviceClassOf(verdict.device.deviceType);
  }

  os(): OperatingSystem | null {
    const verdict = this.userAgent();
    return verdict.bot ? null : operatingSystemOf(verdict.device.osName);
  }

  param(name: string): string | null {
    this.params ??= new URLSearchParams(this.query);
    return this.params.get(name);
  }

  private userAgent(): ReturnType<Readers['userAgent']> {
    if (this.device_ === UNKNOWN) this.device_ = this.readers.userAgent(header(this.request, 'user-agent'));
    return this.device_;
  }

  address(): string {
    if (this.address_ === UNKNOWN) this.address_ = this.readers.clientAddress(this.request);
    return this.address_;
  }
}

/**
 * FNV-1a over the text's UTF-16 units, then MurmurHash3's final mix, so that every input bit moves the low bits a
 * bucket is taken from. Not cryptographic, and need not be: the day's salt in front is the server's secret, and a
 * bucket only has to be evenly spread and the same for the same visitor (a SHA-256 cost half of a smart code's
 * decision).
 */
export function hash32(text: string, seed = 0): number {
  let h = 0x811c9dc5 ^ seed;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
