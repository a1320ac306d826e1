// Opening public landing pages as a phone would, and the things a page of each type refers to.
import http from 'node:http';
import { PAGE_TYPES, type PageTypeId } from '../../shared/catalogues.js';
import type { BuiltWorkspace } from './builders.js';
import { createTestForm } from './feedback.js';
import type { TestServer } from './harness.js';
import { IPHONE_UA } from './links.js';
import { buildMedia, buildPage, sampleContent, type SampleRefs } from './pages.js';

export const PAGE_TYPE_IDS: PageTypeId[] = PAGE_TYPES.map((type) => type.id);

export interface OpenedPage {
  status: number;
  html: string;
  headers: Headers;
  /** The body's size as sent, before the browser decodes it. */
  bytes: number;
}

/**
 * GET (or HEAD) a public page with a phone's user agent and no cookies, without following redirects. Plain
 * node:http, so `bytes` is what travelled: a compressed body stays compressed (and `html` is only readable when the
 * request did not accept an encoding, as by default here).
 */
export function openPage(
  server: Pick<TestServer, 'url'>,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<OpenedPage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      { method, headers: { 'user-agent': IPHONE_UA, 'accept-encoding': 'identity', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
          }
          resolve({
            status: response.statusCode ?? 0,
            html: body.toString('utf8'),
            headers: answer,
            bytes: body.length,
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One upload of each kind and a feedback form with a question, all the workspace's: what sample pages refer to. */
export async function buildSampleRefs(server: TestServer, owner: BuiltWorkspace): Promise<SampleRefs> {
  const form = await createTestForm(owner.client, [{ text: 'How was it?', type: 'rating', required: true }]);
  return {
    image: await buildMedia(server, owner, 'image', 'photo.png'),
    video: await buildMedia(server, owner, 'video', 'clip.mp4'),
    pdf: await buildMedia(server, owner, 'pdf', 'menu.pdf'),
    model: await buildMedia(server, owner, 'model', 'chair.glb'),
    feedbackId: form.id,
  };
}

/** A published page of `type` with `text` in every free-text field. */
export async function buildSamplePage(
  server: TestServer,
  owner: BuiltWorkspace,
  refs: SampleRefs,
  type: PageTypeId,
  text: string,
) {
  return buildPage(server, owner, sampleContent(type, text, refs), { name: `${type} page` });
}
