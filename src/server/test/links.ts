import http from 'node:http';
import { expect } from 'vitest';
import type { Link } from '../../shared/links.js';
import type { Click } from '../../shared/stats.js';
import type { EnrichedClick } from '../modules/analytics/recording/click-types.js';
import type { TestClient } from './client.js';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const WINDOWS_CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Creates a link through the API and returns it. */
export async function createTestLink(client: TestClient, overrides: Record<string, unknown> = {}): Promise<Link> {
  const response = await client.post<Link>('/api/links', {
    name: 'Spring menu',
    url: 'https://example.com/menu',
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export interface Visit {
  status: number;
  location: string | undefined;
  header(name: string): string | undefined;
  text: string;
}

/**
 * Requests a short URL the way a phone would, without following the redirect. Plain node:http, because fetch may
 * not set the Host header (the short-host tests need it).
 */
export function visit(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Visit> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method, headers: { 'user-agent': IPHONE_UA, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const header = (name: string) => {
            const value = response.headers[name.toLowerCase()];
            return Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({ status: response.statusCode ?? 0, location: header('location'), header, text });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Waits until the link has `count` recorded clicks (recording is asynchronous by design) and returns them. */
export async function waitForClicks(client: TestClient, linkId: string, count: number): Promise<Click[]> {
  return waitForClicksOf(client, `/api/links/${linkId}`, count);
}

/** The same for any subject: `/api/qr-codes/{id}`, `/api`… */
export async function waitForClicksOf(client: TestClient, subjectPath: string, count: number): Promise<Click[]> {
  // The first click of a server loads the geolocation databases in the writer thread, which runs at a lower
  // priority: on a busy machine that alone can take seconds.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await client.get<{ items: Click[] }>(`${subjectPath}/clicks?limit=1000`);
    expect(response.status).toBe(200);
    if (response.body.items.length >= count || Date.now() > deadline) {
      expect(response.body.items).toHaveLength(count);
      return response.body.items;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A click as the writer stores it, for seeding statistics at chosen instants without going through redirects. */
export function seededClick(
  link: Link,
  workspaceId: string,
  at: number,
  overrides: Partial<EnrichedClick> = {},
): EnrichedClick {
  return {
    linkId: link.id,
    workspaceId,
    hash: link.hash,
    qrId: null,
    routeId: null,
    campaignId: null,
    locationId: null,
    at,
    visitorHash: `visitor-${at}`,
    country: 'TR',
    region: 'Istanbul',
    city: 'Istanbul',
    timezone: 'Europe/Istanbul',
    org: 'Turk Telekom',
    deviceType: 'mobile',
    deviceVendor: 'Apple',
    deviceModel: 'iPhone',
    browserName: 'Mobile Safari',
    browserVersion: '17',
    osName: 'iOS',
    osVersion: '17.5',
    referrer: null,
    ...overrides,
  };
}

/** Opens `GET /api/stream` as the client and collects its events until `done` says stop (or 20 s pass). */
export async function collectStream(
  baseUrl: string,
  client: TestClient,
  done: (events: Array<{ event: string; data: unknown }>) => boolean,
  onOpen: () => Promise<unknown>,
): Promise<Array<{ event: string; data: unknown }>> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), 20_000);
  const response = await fetch(`${baseUrl}/api/stream`, {
    headers: { cookie: client.cookieHeader() },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: Array<{ event: string; data: unknown }> = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let opened = false;
  try {
    while (!done(events)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!opened && events.some((event) => event.event === 'ready')) {
        opened = true;
        await onOpen();
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return events;
}
