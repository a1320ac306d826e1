// Landing pages and uploads written straight in the database, for the public page's tests (they are about what
// visitors see, not about the pages API), and a sample content of every type with one string in every text field.
import { createHash } from 'node:crypto';
import type { MediaKind, PageContent } from '../../shared/page-content.js';
import { pageContentSchema } from '../../shared/page-content.js';
import type { PageTypeId } from '../../shared/catalogues.js';
import { newId } from '../db/ids.js';
import { insertMedia } from '../modules/media/media.repo.js';
import type { BuiltWorkspace } from './builders.js';
import type { TestServer } from './harness.js';

type Workspace = Pick<BuiltWorkspace, 'workspaceId'>;

/** A page of the workspace with this content (checked and completed by the content schema, as the API stores it). */
export async function buildPage(
  server: Pick<TestServer, 'database'>,
  workspace: Workspace,
  content: PageContent | Record<string, unknown>,
  options: { name?: string; published?: boolean } = {},
): Promise<{ id: string; content: PageContent }> {
  const parsed = pageContentSchema.parse(content);
  const { db, dialect } = server.database;
  const id = newId();
  const now = Date.now();
  await db
    .insertInto('page')
    .values({
      id,
      workspace_id: workspace.workspaceId,
      name: options.name ?? `Test ${parsed.type} page`,
      page_type_id: parsed.type,
      latitude: null,
      longitude: null,
      content: dialect.json(parsed),
      campaign_id: null,
      published: dialect.bool(options.published ?? true),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, content: parsed };
}

/**
 * Changes a page's row behind the app's back (no invalidation): what a node shows afterwards tells whether it kept
 * its rendered copy. The pages API (PATCH /api/pages/{id}) is the way that tells every node.
 */
export async function changePageRow(
  server: Pick<TestServer, 'database'>,
  pageId: string,
  changes: { content?: PageContent | Record<string, unknown>; published?: boolean },
): Promise<void> {
  const { db, dialect } = server.database;
  await db
    .updateTable('page')
    .set({
      ...(changes.content ? { content: dialect.json(changes.content) } : {}),
      ...(changes.published !== undefined ? { published: dialect.bool(changes.published) } : {}),
      updated_at: Date.now(),
    })
    .where('id', '=', pageId)
    .execute();
}

const CONTENT_TYPES: Record<MediaKind, string> = {
  image: 'image/png',
  video: 'video/mp4',
  pdf: 'application/pdf',
  model: 'model/gltf-binary',
};

/**
 * An upload, written through the module's repository as an upload is: by default a few bytes stand for the file (the
 * page only links to it, and shows the size given here); `data` stores real bytes of that size.
 */
export async function buildMedia(
  server: Pick<TestServer, 'database'>,
  workspace: Workspace,
  kind: MediaKind,
  fileName = `file.${kind}`,
  data?: Buffer,
): Promise<string> {
  const id = newId();
  const bytes = data ?? Buffer.from(`${kind} bytes`);
  await insertMedia(
    server.database.db,
    {
      id,
      workspace_id: workspace.workspaceId,
      kind,
      content_type: CONTENT_TYPES[kind],
      file_name: fileName,
      bytes: data ? data.length : 1_234_567,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      active_content: false,
      created_at: Date.now(),
    },
    bytes,
  );
  return id;
}

/** What a sample content refers to: the uploads and the form of the workspace. */
export interface SampleRefs {
  image: string;
  video: string;
  pdf: string;
  model: string;
  feedbackId: string;
}

/**
 * A full content of `type` with `text` in every free-text field (headline, description, labels, names, notes,
 * captions, codes, places…). Fields with a format of their own (addresses, phone numbers, times) get valid values.
 */
export function sampleContent(type: PageTypeId, text: string, refs: SampleRefs): Record<string, unknown> {
  const common = { type, title: text, description: text, accent: '#0f766e' };
  switch (type) {
    case 'business-page':
      return {
        ...common,
        hours: [
          { day: 'tue', opens: '09:00', closes: '17:30' },
          { day: 'mon', opens: '08:00', closes: '16:00' },
          { day: 'sun', closed: true },
        ],
        address: text,
        phone: '+358 40 123 4567',
        email: 'hello@example.com',
        website: 'https://example.com/shop',
        buttons: [{ label: text.slice(0, 60), url: 'https://example.com/menu' }],
      };
    case 'social-media':
      return {
        ...common,
        profiles: [
          { network: 'instagram', url: 'https://instagram.com/example' },
          { network: 'x', url: 'https://x.com/example' },
          { network: 'website', url: 'https://example.com' },
        ],
      };
    case 'coupon':
      return {
        ...common,
        code: text.slice(0, 64),
        expiresOn: '2999-12-31',
        terms: text,
        redeemUrl: 'https://example.com/r',
      };
    case 'vcard':
      return {
        ...common,
        firstName: text,
        lastName: text,
        organization: text,
        jobTitle: text,
        phone: '+358 9 123 456',
        mobile: '+358 40 765 4321',
        email: 'ada@example.com',
        website: 'https://example.com/ada',
        street: text,
        city: text,
        postalCode: text.slice(0, 32),
        region: text,
        country: text,
        note: text,
      };
    case 'feedback':
    case 'rating':
      return { ...common, feedbackId: refs.feedbackId };
    case 'video':
      return { ...common, mediaId: refs.video };
    case 'event':
      return {
        ...common,
        place: text,
        startsAt: '2030-06-01T10:00:00Z',
        endsAt: '2030-06-01T14:30:00Z',
        timeZone: 'Europe/Helsinki',
      };
    case 'pdf':
      return { ...common, mediaId: refs.pdf };
    case 'app':
      return {
        ...common,
        appStoreUrl: 'https://apps.apple.com/app/id123456',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.example',
      };
    case 'images':
      return {
        ...common,
        images: [
          { mediaId: refs.image, caption: text },
          { mediaId: refs.image, caption: '' },
        ],
      };
    case 'wifi':
      return { ...common, ssid: text.slice(0, 32), encryption: 'WPA', password: `${text}12345678`.slice(0, 63) };
    case '3d-ar':
      return { ...common, mediaId: refs.model };
  }
}
