import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '../../../test/builders.js';
import { useTestServer } from '../../../test/harness.js';
import { createTestLink, visit, waitForClicks } from '../../../test/links.js';
import { LogCapture } from '../../../test/log-lines.js';

const WARN = 40;

/** Asks for `path` and goes away after `delayMs`, whether an answer has begun or not. */
function leaveAfter(baseUrl: string, path: string, headers: Record<string, string>, delayMs: number) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<void>((resolve) => {
    const request = http.request({ host: hostname, port, path, headers });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.end();
    setTimeout(() => request.destroy(), delayMs);
  });
}

/**
 * The click list is written as a stream while its pages are read. A client that leaves before the first page (an
 * open dashboard closed, a phone losing its signal) used to make the server try to answer a second time, with an
 * error in the log; leaving is not an error.
 */
describe('a click list whose client leaves', () => {
  const log = new LogCapture();
  const server = useTestServer({ LOG_LEVEL: 'info' }, { logStream: log.stream });

  it('ends quietly at every point of the answer, and the next request is answered', async () => {
    const owner = await buildWorkspace(server());
    const link = await createTestLink(owner.client);
    for (let index = 0; index < 3; index += 1) await visit(server().url, `/r/${link.hash}`);
    await waitForClicks(owner.client, link.id, 3);
    const path = `/api/links/${link.id}/clicks?range=all&limit=8`;
    const headers = { authorization: `Bearer ${owner.key}` };

    for (const delayMs of [0, 0, 0, 1, 1, 2, 3, 5, 8, 13, 21]) await leaveAfter(server().url, path, headers, delayMs);
    const answered = await owner.client.get<{ items: unknown[] }>(path);
    expect(answered.status).toBe(200);
    expect(answered.body.items).toHaveLength(3);

    const { lines } = log.parse();
    // The requests were seen (the log is not empty by accident), and none of them left a warning or an error.
    expect(lines.filter((line) => line.msg === 'incoming request').length).toBeGreaterThanOrEqual(12);
    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
  });
});
