import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_FRAME_MODULE, APP_PATHS, APP_SCREENS, isAppPath, isVisitorPath, VISITOR_PATHS } from './app-paths.js';

/**
 * The full path of every route in src/web/routes.tsx, read from its source: each `path: '…'` joined to the paths
 * of the route objects around it, and each `index: true` as its parent's path. The catch-all `*` is left out.
 */
function routerPaths(source: string): string[] {
  const open: string[] = []; // the path each open object literal adds ('' for none)
  const found: string[] = [];
  const fullPath = () => {
    let segments: string[] = [];
    for (const part of open) {
      if (part.startsWith('/')) segments = [];
      segments.push(...part.split('/').filter(Boolean));
    }
    return `/${segments.join('/')}`;
  };
  for (const match of source.matchAll(/path:\s*'([^']*)'|index:\s*true|[{}]/g)) {
    if (match[0] === '{') open.push('');
    else if (match[0] === '}') open.pop();
    else if (match[1] === undefined) found.push(fullPath());
    else if (match[1] !== '*') {
      open[open.length - 1] = match[1];
      found.push(fullPath());
    }
  }
  return [...new Set(found)];
}

describe('app paths', () => {
  const routes = routerPaths(readFileSync(new URL('../web/routes.tsx', import.meta.url), 'utf8'));

  it('lists every screen of the web app’s router', () => {
    expect(routes).toContain('/');
    expect(routes).toContain('/link/:id');
    for (const route of routes) expect(APP_PATHS, `${route} is missing from APP_PATHS`).toContain(route);
  });

  it('names the very modules the router loads lazily, and the frame RequireAuth loads', () => {
    const source = readFileSync(new URL('../web/routes.tsx', import.meta.url), 'utf8');
    const lazy = [...source.matchAll(/import\('\.\/([^']+)\.js'\)/g)].map((match) => `src/web/${match[1]}.tsx`);
    const named = new Set(APP_SCREENS.flatMap((screen) => [...screen.modules]));
    expect([...named].sort()).toEqual([...new Set(lazy)].sort());
    const requireAuth = readFileSync(new URL('../web/features/auth/RequireAuth.tsx', import.meta.url), 'utf8');
    expect(requireAuth).toContain(`import('../../${APP_FRAME_MODULE.replace('src/web/', '').replace('.tsx', '.js')}')`);
  });

  it('knows each route with real values in its parameters', () => {
    for (const route of routes) expect(isAppPath(route.replace(/:\w+/g, '0193a5e4-7c1d'))).toBe(true);
  });

  it('matches as react-router does: trailing slash, any case, one segment per parameter', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/sign-in/')).toBe(true);
    expect(isAppPath('/Sign-In')).toBe(true);
    expect(isAppPath('/link/abc')).toBe(true);
    expect(isAppPath('/link/edit/abc')).toBe(true);
    expect(isAppPath('/link')).toBe(false);
    expect(isAppPath('/link/abc/def')).toBe(false);
    expect(isAppPath('/settings/nothing')).toBe(false);
    expect(isAppPath('/robots.txt')).toBe(false);
    expect(isAppPath('/nothing-here')).toBe(false);
  });

  it('tells the visitor screens apart the same way', () => {
    for (const path of VISITOR_PATHS) expect(APP_PATHS).toContain(path);
    expect(isVisitorPath('/sign-in')).toBe(true);
    expect(isVisitorPath('/Sign-Up/')).toBe(true);
    expect(isVisitorPath('/')).toBe(false);
    expect(isVisitorPath('/sign-in/more')).toBe(false);
    expect(isVisitorPath('/settings/security')).toBe(false);
  });
});
