import { hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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
}

export type VisitReader = (request: IncomingMessage, query: string, now: number) => Visit;

/**
 * Reads visits for the redirect. Rules and splits cost only where a code has them: a plain code's visit is never asked
 * anything. The user agent is parsed with the click writer's reader (cached, so a busy code's visitors cost a lookup),
 * the country looked up in the writer's geography (shared memory; unknown for the second after a start).
 */
export function createVisitReader(secret: string, clientAddress: (request: IncomingMessage) => string): VisitReader {
  const readUserAgent = createUserAgentReader();
  const saltOf = createDailySalt(secret);
  return (request, query, now) => {
    let device: ReturnType<typeof readUserAgent> | undefined;
    let params: URLSearchParams | undefined;
    const userAgent = () => header(request, 'user-agent');
    const deviceOf = () => (device ??= readUserAgent(userAgent()));
    const facts: VisitorFacts = {
      at: now,
      country: () => countryOfAddress(clientAddress(request)),
      language: () => preferredLanguage(header(request, 'accept-language')),
      device: () => {
        const verdict = deviceOf();
        return verdict.bot ? null : deviceClassOf(verdict.device.deviceType);
      },
      os: () => {
        const verdict = deviceOf();
        return verdict.bot ? null : operatingSystemOf(verdict.device.osName);
      },
      query: (name) => (params ??= new URLSearchParams(query)).get(name),
    };
    return {
      query,
      now,
      unlocked: (lock) => isUnlocked(secret, lock, header(request, 'cookie'), now),
      facts: () => facts,
      bucket: (owner) => {
        const salt = saltOf(utcDayStart(now));
        const digest = hash('sha256', `${salt}\0${clientAddress(request)}\0${userAgent()}\0${owner}`, 'buffer');
        return digest.readUInt32BE(0) % 100;
      },
    };
  };
}

export function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
