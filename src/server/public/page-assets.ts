import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The 3D viewer of the 3D/AR pages: `@google/model-viewer`'s self-contained module (three.js inside), served from
 * node_modules at `/p-assets/model-viewer.js?v=<version>` — never from a CDN. Its address carries the package's
 * version, so browsers may keep it for a year; only the pages that show a model load it.
 */
const PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('@google/model-viewer/package.json'));
const VERSION = (JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;
export const MODEL_VIEWER_PATH = '/p-assets/model-viewer.js';

export const modelViewerUrl = () => `${MODEL_VIEWER_PATH}?v=${VERSION}`;

let styleHash: string | null | undefined;

/**
 * The CSP source of the viewer's own stylesheet: its shadow DOM is stamped from a template holding one literal
 * `<style>` (the same text for a version), which a strict style-src allows only by its hash. Read from the bundle
 * once; null if a later version no longer has it (the viewer then draws unstyled rather than the page loosening
 * its policy).
 */
export function modelViewerStyleSource(): string | null {
  if (styleHash === undefined) {
    const bundle = readFileSync(path.join(PACKAGE_DIR, 'dist', 'model-viewer.min.js'), 'utf8');
    const start = bundle.indexOf('<style>');
    const end = bundle.indexOf('</style>', start);
    const text = start >= 0 && end > start ? bundle.slice(start + '<style>'.length, end) : '';
    // An interpolated template would differ in the browser from what the file says: no hash then.
    styleHash = text && !text.includes('${') ? `'sha256-${createHash('sha256').update(text).digest('base64')}'` : null;
  }
  return styleHash;
}

export interface ViewerAsset {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

let loading: Promise<ViewerAsset> | undefined;

/** The module's bytes, read and compressed once, off the event loop, at the first request for it. */
export function modelViewerAsset(): Promise<ViewerAsset> {
  loading ??= (async () => {
    const plain = readFileSync(path.join(PACKAGE_DIR, 'dist', 'model-viewer.min.js'));
    const [gzipped, brotli] = await Promise.all([
      promisify(gzip)(plain, { level: 9 }),
      promisify(brotliCompress)(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
      }),
    ]);
    return { plain, gzip: gzipped, br: brotli, etag: `"model-viewer-${VERSION}"` };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
