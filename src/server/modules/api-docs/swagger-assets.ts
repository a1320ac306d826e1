import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The documentation page's files, from the `swagger-ui-dist` package: nothing comes from a CDN. */
const PACKAGE_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
export const SWAGGER_VERSION = (
  JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

// Our own start-up script: a file, not an inline script, so the strict security policy stays as it is everywhere.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-docs',
    deepLinking: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const FILES = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => readFileSync(path.join(PACKAGE_DIR, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => readFileSync(path.join(PACKAGE_DIR, 'swagger-ui-bundle.js')),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(INIT_SCRIPT) },
} as const;
export type AssetName = keyof typeof FILES;
export const ASSET_NAMES = Object.keys(FILES) as AssetName[];

interface LoadedAsset {
  type: string;
  plain: Buffer;
  gzip: Buffer;
}
const loaded = new Map<AssetName, LoadedAsset>();

/** An asset, read and gzipped once on first use (the bundle is 1.7 MB, 0.5 MB gzipped). */
export function docsAsset(name: AssetName): LoadedAsset {
  let asset = loaded.get(name);
  if (!asset) {
    const plain = FILES[name].read();
    asset = { type: FILES[name].type, plain, gzip: gzipSync(plain, { level: 9 }) };
    loaded.set(name, asset);
  }
  return asset;
}
