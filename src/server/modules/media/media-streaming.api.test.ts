import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Link } from '../../../shared/links.js';
import { buildWorkspace } from '../../test/builders.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink } from '../../test/links.js';
import { buildMedia } from '../../test/pages.js';

// Dropping a schema (or a database file) that holds 100 MB of uploads takes a while on a busy machine; set before the
// server's hooks are declared, which take the timeout of that moment.
vi.setConfig({ hookTimeout: 60_000 });
// Hundreds of links from one key within the minute.
const server = useTestServer({ API_KEY_RATE_LIMIT: '10000' });

const MB = 1024 * 1024;
const SIZE = 50 * MB;
const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface Download {
  hash: string;
  statuses: number[];
  parts: string[];
}

/** The whole file in one GET (200, streamed). */
async function downloadWhole(url: string): Promise<Download> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  return { hash: sha256(body), statuses: [response.status], parts: [`${body.length}`] };
}

/** The file as a video player takes it: `bytes=N-` from where the last part ended, each answer a bounded part. */
async function downloadInParts(url: string): Promise<Download> {
  const hash = createHash('sha256');
  const statuses: number[] = [];
  const parts: string[] = [];
  for (let at = 0; at < SIZE;) {
    const response = await fetch(url, { headers: { range: `bytes=${at}-` } });
    statuses.push(response.status);
    if (response.status !== 206) break;
    const body = Buffer.from(await response.arrayBuffer());
    parts.push(response.headers.get('content-range') ?? '');
    hash.update(body);
    at += body.length;
  }
  return { hash: hash.digest('hex'), statuses, parts };
}

/** Each link's redirect once, a few at a time: every one is read from the database, none is cached yet. */
async function redirectAll(links: Link[]): Promise<number[]> {
  const statuses: number[] = [];
  const queue = [...links];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        const response = await fetch(`${server().url}/r/${link.hash}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

// Half a gigabyte through HTTP on a machine whose two cores other work shares: minutes at worst, never a measure.
describe('a 50 MB upload served in bounded chunks, beside redirects', { timeout: 300_000 }, () => {
  it('serves 10 parallel downloads of it while 200 uncached redirects run: no 503, every byte right', async () => {
    const owner = await buildWorkspace(server());
    const data = randomBytes(SIZE);
    const id = await buildMedia(server(), owner, 'video', 'film.mp4', data);
    const links: Link[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      links.push(...(await Promise.all(Array.from({ length: 20 }, () => createTestLink(owner.client)))));
    }
    const url = `${server().url}/m/${id}`;

    const [downloads, redirects] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? downloadWhole(url) : downloadInParts(url)))),
      redirectAll(links),
    ]);
    expect(redirects).toHaveLength(200);
    expect(redirects.filter((status) => status !== 302)).toEqual([]);
    const expected = sha256(data);
    const MAX_PART = 8 * MB;
    const partsOf = (start: number) => `bytes ${start}-${Math.min(start + MAX_PART, SIZE) - 1}/${SIZE}`;
    for (const [index, download] of downloads.entries()) {
      expect(download.hash, `download ${index}`).toBe(expected);
      if (index % 2) {
        expect(download.statuses).toEqual([200]);
      } else {
        // Seven parts of 8 MB at most, each where the one before ended.
        const starts = Array.from({ length: Math.ceil(SIZE / MAX_PART) }, (_, part) => part * MAX_PART);
        expect(download.statuses).toEqual(starts.map(() => 206));
        expect(download.parts).toEqual(starts.map(partsOf));
      }
    }
  });

  it('ends a download cleanly when its file is deleted halfway, and goes on serving', async () => {
    const owner = await buildWorkspace(server());
    const data = randomBytes(SIZE);
    const id = await buildMedia(server(), owner, 'video', 'film.mp4', data);
    const response = await fetch(`${server().url}/m/${id}`);
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect((await owner.client.delete(`/api/media/${id}`)).status).toBe(204);

    // The rest: what the sockets held when the file went, then the end of a cut response.
    let received = first.value?.length ?? 0;
    const rest = (async () => {
      for (;;) {
        const next = await reader.read();
        if (next.done) return 'ended';
        received += next.value.length;
      }
    })();
    await expect(rest).rejects.toThrow();
    expect(received).toBeLessThan(SIZE);
    expect((await fetch(`${server().url}/m/${id}`)).status).toBe(404);
    expect((await fetch(`${server().url}/healthz`)).status).toBe(200);
  });
});
