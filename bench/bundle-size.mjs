// Measures what a browser downloads for the dashboard's first load: the JavaScript of the entry chunk, everything
// it imports statically, and the chunks of the app frame and the home route with their own imports (from Vite's
// manifest), plus the stylesheet — as the server sends them: the build's brotli copies (what browsers take), and
// gzip. The sign-in page is measured the same way. Target (docs/product.md, Qualities): under 250 KB of gzipped
// JavaScript. Run with `npm run bench` (builds first when needed).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'dist', 'web');
execSync('node scripts/ensure-build.mjs', { cwd: root, stdio: 'inherit' });

const manifest = JSON.parse(readFileSync(path.join(web, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(web, file))).length;
// The copy the server sends to a browser that takes brotli (scripts/precompress.ts); the file itself without one.
const br = (file) => statSync(path.join(web, existsSync(path.join(web, `${file}.br`)) ? `${file}.br` : file)).size;
const raw = (file) => statSync(path.join(web, file)).size;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const budget = 250 * 1024;

/** Every JS file a manifest key pulls in through static imports. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const child of chunk.imports ?? []) closure(child, seen);
  return seen;
}

function firstLoad(modules) {
  const files = closure('index.html');
  for (const module of modules) closure(module, files);
  return [...files].filter((file) => file.endsWith('.js'));
}
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);

// A signed-in first load also fetches the lazy app frame.
const routes = {
  'dashboard (/)': ['src/web/components/layout/AppLayout.tsx', 'src/web/features/home/HomePage.tsx'],
  'sign-in (/sign-in)': ['src/web/features/auth/SignInPage.tsx'],
};
let failed = false;
const stylesheets = manifest['index.html'].css ?? [];
for (const [name, modules] of Object.entries(routes)) {
  const scripts = firstLoad(modules);
  const bytes = sum(scripts, gz);
  console.log(
    `${name}: first-load JavaScript ${kb(bytes)} gzip — ${((bytes / budget) * 100).toFixed(0)}% of ${kb(budget)}`,
  );
  console.log(
    `  on the wire with brotli: JavaScript ${kb(sum(scripts, br))} in ${scripts.length} files + CSS ${kb(sum(stylesheets, br))} (uncompressed: ${kb(sum(scripts, raw) + sum(stylesheets, raw))})`,
  );
  failed ||= bytes > budget;
}
const css = sum(stylesheets, gz);
const locales = Object.keys(manifest).filter((key) => key.includes('/locales/'));
console.log(
  `stylesheet: ${kb(css)} gzip; language chunks: ${locales.length}, ${kb(Math.max(...locales.map((key) => gz(manifest[key].file))))} gzip at most`,
);
if (failed) {
  console.error('over the 250 KB budget');
  process.exitCode = 1;
}
