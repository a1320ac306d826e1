// Small real files of every kind a page shows, made in the test (no fixture files), and an upload through the API.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { MediaKind } from '../../shared/page-content.js';
import type { Media } from '../../shared/pages.js';
import type { TestClient } from './client.js';

/** An image of `width` × `height` in a format sharp writes. */
export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .toFormat(format)
    .toBuffer();
}

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** An MP4 (ISO base media) file's start: the `ftyp` box with `brand`, then an empty `mdat`; `size` pads it. */
export function mp4(brand = 'isom', size = 0): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.alloc(4), Buffer.from('isommp42')]));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(Math.max(0, size - ftyp.length - 8)))]);
}

/** A WebM (Matroska with doc type `webm`) header; `docType` 'matroska' makes an MKV. */
export function webm(docType = 'webm'): Buffer {
  const type = Buffer.from(docType, 'latin1');
  const body = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A PNG of a few dozen bytes whose header declares `width` × `height` pixels (its pixel data is a few zero rows, far
 * too few): what a decompression bomb looks like to anything that reads only the header.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF, padded to `size` bytes when asked. */
export function pdf(size = 0): Buffer {
  const text =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const bytes = Buffer.from(text, 'latin1');
  return size > bytes.length ? Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]) : bytes;
}

const GLTF_JSON = { asset: { version: '2.0' }, scenes: [{ nodes: [] }], scene: 0 };

/** A binary glTF (GLB v2) with one JSON chunk. */
export function glb(version = 2): Buffer {
  const json = Buffer.from(JSON.stringify(GLTF_JSON).padEnd(Math.ceil(JSON.stringify(GLTF_JSON).length / 4) * 4));
  const header = Buffer.alloc(20);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(version, 4);
  header.writeUInt32LE(12 + 8 + json.length, 8);
  header.writeUInt32LE(json.length, 12);
  header.write('JSON', 16, 'latin1');
  return Buffer.concat([header, json]);
}

/** A glTF in JSON; `external` names a buffer file beside it (which /m/{id} could not serve). */
export function gltfJson(external = false): Buffer {
  const buffers = external
    ? [{ uri: 'scene.bin', byteLength: 4 }]
    : [{ uri: 'data:application/octet-stream;base64,AAAAAA==', byteLength: 4 }];
  return Buffer.from(JSON.stringify({ ...GLTF_JSON, buffers }));
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Sends `bytes` to POST /api/media (as application/octet-stream unless told) and returns the raw answer. */
export async function sendUpload(
  client: TestClient,
  kind: MediaKind | string,
  bytes: Uint8Array,
  name = 'file',
  contentType = 'application/octet-stream',
) {
  const response = await client.bytes('POST', `/api/media?kind=${kind}&name=${encodeURIComponent(name)}`, bytes, {
    'content-type': contentType,
  });
  const text = response.body.toString('utf8');
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Uploads a file that must be accepted, and returns it. */
export async function uploadOk(client: TestClient, kind: MediaKind, bytes: Uint8Array, name = 'file'): Promise<Media> {
  const response = await sendUpload(client, kind, bytes, name);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Media;
}
