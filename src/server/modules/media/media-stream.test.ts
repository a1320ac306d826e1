import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_READ_BYTES, mediaStream, type ReadBytes } from './media-stream.js';

const MB = 1024 * 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * A "file" of `size` bytes where byte i is i % 251, read as the repository reads: a promise per chunk, counted, each
 * chunk in pieces (as it comes from the parts it spans).
 */
function countingReader(size: number, goneAfter = Infinity) {
  const reads: { start: number; length: number }[] = [];
  const read: ReadBytes = async (start, length) => {
    reads.push({ start, length });
    if (reads.length > goneAfter || start + length > size) return undefined;
    const bytes = Buffer.allocUnsafe(length);
    for (let index = 0; index < length; index += 1) bytes[index] = (start + index) % 251;
    const cut = Math.floor(length / 3);
    return [bytes.subarray(0, cut), bytes.subarray(cut)];
  };
  return { read, reads };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A Fastify server sending `body` as /m/{id} does, and its address. */
async function serve(body: () => NodeJS.ReadableStream, length: number) {
  const app = Fastify();
  apps.push(app);
  app.get('/', (_request, reply) => reply.header('content-length', String(length)).send(body()));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/`;
}

describe('mediaStream: an upload read chunk by chunk as the client takes it', () => {
  it('reads the range in chunks that end on chunk boundaries, and sends exactly its bytes', async () => {
    const { read, reads } = countingReader(10 * MB);
    const start = 123_456;
    const end = 3 * MB + 77;
    const url = await serve(() => mediaStream(read, { start, end }, () => new Error('gone')), end - start + 1);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(body.length).toBe(end - start + 1);
    expect(body.every((byte, index) => byte === (start + index) % 251)).toBe(true);
    expect(reads.map((chunk) => chunk.start)).toEqual([
      start,
      MEDIA_READ_BYTES,
      2 * MEDIA_READ_BYTES,
      3 * MEDIA_READ_BYTES,
    ]);
    expect(Math.max(...reads.map((chunk) => chunk.length))).toBeLessThanOrEqual(MEDIA_READ_BYTES);
  });

  it('reads no further than the client takes, and stops reading when the client goes away', async () => {
    const size = 64 * MB;
    const { read, reads } = countingReader(size);
    const url = await serve(() => mediaStream(read, { start: 0, end: size - 1 }, () => new Error('gone')), size);
    const client = request(url);
    const firstBytes = new Promise<IncomingMessage>((resolve) => {
      client.on('response', (response) => {
        // One chunk is taken, then the client stops reading: the socket fills, and the server waits for it.
        response.once('data', () => {
          response.pause();
          resolve(response);
        });
      });
    });
    client.end();
    const response = await firstBytes;
    await settle();
    const whilePaused = reads.length;
    // What the sockets on both sides hold, and a chunk or two in the stream: far from the 64 chunks of the file.
    expect(whilePaused).toBeLessThan(24);
    response.destroy();
    client.destroy();
    await settle();
    const afterLeaving = reads.length;
    await settle();
    expect(reads.length).toBe(afterLeaving);
    expect(afterLeaving).toBeLessThanOrEqual(whilePaused + 1);
  });

  it('ends the response early when the bytes are gone halfway (the client sees a cut body, the server goes on)', async () => {
    const size = 8 * MB;
    const { read } = countingReader(size, 2);
    const url = await serve(() => mediaStream(read, { start: 0, end: size - 1 }, () => new Error('deleted')), size);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    const again = countingReader(16);
    const fine = await serve(() => mediaStream(again.read, { start: 0, end: 15 }, () => new Error('gone')), 16);
    expect((await fetch(fine)).status).toBe(200);
  });
});
