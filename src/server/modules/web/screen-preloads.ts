import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FRAME_MODULE, isVisitorPath, type AppScreen } from '../../../shared/app-paths.js';
import type { Locale } from '../../../shared/locales.js';

// The part of Vite's build manifest (`build.manifest`) read here: each module's file and the chunks it imports.
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` tags for what a signed-in screen loads after the entry script has run: the signed-in
 * frame, the screen's lazily loaded modules (APP_SCREENS), the texts of the person's language, and the chunks they
 * import. Asked for with the page, they download beside the entry script instead of after it — one round trip less
 * before the greeting paints (Lighthouse, mobile: LCP 2.80 s → 2.43 s on the dashboard). The visitor screens get
 * none: their first load is small already, and a dozen more requests beside the stylesheet delayed their first paint
 * (sign-in LCP 2.49 s → 2.62 s). Built once per screen and language; '' without a build manifest.
 */
export function screenPreloads(root: string): (screen: AppScreen, locale: Locale) => string {
  const manifestFile = path.join(root, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // index.html already asks for the entry and its static imports.
  const loadedByEntry = new Set(entryKey ? chunkFiles(manifest, [entryKey]) : []);
  const tags = new Map<string, string>();

  return (screen, locale) => {
    const key = `${screen.path} ${locale}`;
    let html = tags.get(key);
    if (html === undefined) {
      const modules = [APP_FRAME_MODULE, ...screen.modules, `src/web/locales/${locale}.json`];
      html = isVisitorPath(screen.path)
        ? ''
        : chunkFiles(manifest, modules)
            .filter((file) => !loadedByEntry.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
            .join('');
      tags.set(key, html);
    }
    return html;
  };
}

/** The files of the given modules and of every chunk they import, each once, in the order first met. */
function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}
