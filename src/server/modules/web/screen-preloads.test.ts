import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { screenOf, type AppScreen } from '../../../shared/app-paths.js';
import { screenPreloads } from './screen-preloads.js';

// A build's manifest in miniature: the entry with a chunk it shares, the frame, two pages, two languages.
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_icons-I1.js': { file: 'assets/icons-I1.js', imports: ['_react-R1.js'] },
  'src/web/components/layout/AppLayout.tsx': { file: 'assets/AppLayout-A1.js', imports: ['_icons-I1.js'] },
  'src/web/features/home/HomePage.tsx': { file: 'assets/HomePage-H1.js', imports: ['_icons-I1.js', 'index.html'] },
  'src/web/features/auth/SignInPage.tsx': { file: 'assets/SignInPage-S1.js', imports: ['_react-R1.js'] },
  'src/web/locales/en.json': { file: 'assets/en-L1.js' },
  'src/web/locales/de.json': { file: 'assets/de-L2.js' },
};

const roots: string[] = [];
function buildWith(manifest: object | null): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scanlink-preloads-'));
  roots.push(root);
  if (manifest) {
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(path.join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return root;
}
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const screen = (pathname: string): AppScreen => {
  const found = screenOf(pathname);
  if (!found) throw new Error(`no screen at ${pathname}`);
  return found;
};
const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the preloads of a screen', () => {
  const preloads = screenPreloads(buildWith(MANIFEST));

  it('name the frame, the page, what they import and the language, but nothing the entry already loads', () => {
    expect(hrefs(preloads(screen('/'), 'en'))).toEqual([
      '/assets/AppLayout-A1.js',
      '/assets/icons-I1.js',
      '/assets/HomePage-H1.js',
      '/assets/en-L1.js',
    ]);
  });

  it('are none on the visitor screens, whose first load is small already', () => {
    expect(preloads(screen('/sign-in'), 'de')).toBe('');
  });

  it('follow the language asked for', () => {
    expect(hrefs(preloads(screen('/'), 'de'))).toContain('/assets/de-L2.js');
    expect(hrefs(preloads(screen('/'), 'de'))).not.toContain('/assets/en-L1.js');
  });

  it('skip a module the manifest does not have, rather than naming a file that is not there', () => {
    expect(hrefs(preloads(screen('/links'), 'en'))).toEqual([
      '/assets/AppLayout-A1.js',
      '/assets/icons-I1.js',
      '/assets/en-L1.js',
    ]);
  });

  it('are empty without a build manifest', () => {
    expect(screenPreloads(buildWith(null))(screen('/'), 'en')).toBe('');
  });
});

describe('the screen of a path', () => {
  it('prefers a fixed segment to a parameter, as the router does', () => {
    expect(screenOf('/link/new')?.path).toBe('/link/new');
    expect(screenOf('/link/0193a5e4')?.path).toBe('/link/:id');
    expect(screenOf('/Link/Edit/abc/')?.path).toBe('/link/edit/:id');
    expect(screenOf('/link')).toBeUndefined();
  });
});
