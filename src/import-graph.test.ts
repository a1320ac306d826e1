import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server modules (src/server/modules/<module>/) and the web features (src/web/features/<feature>/) use each
// other through their faces (eslint/module-boundaries.js); this file checks that no two of them depend on each
// other, directly or round a circle.

/** A folder's own source files (not its tests), in it and in the folders under it. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(folder, name));
}

/** Which of root's folders each folder's own code (not its tests) imports, by relative imports into root. */
function importGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const unit of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(root, unit.name))) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target[0] === '..' || target.length < 2) continue;
        const used = target[0] ?? '';
        if (used !== unit.name) uses.add(used);
      }
    }
    graph.set(unit.name, uses);
  }
  return graph;
}

/** Every cycle of the graph, each as the path that closes it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (unit: string, trail: string[]) => {
    for (const next of graph.get(unit) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const unit of graph.keys()) visit(unit, [unit]);
  return found;
}

describe('the server modules and the web features', () => {
  it('never depend on each other in a circle: each can be understood, and replaced, from its faces down', () => {
    const modules = importGraph(path.join(import.meta.dirname, 'server/modules'));
    expect(modules.size).toBeGreaterThan(10);
    expect(cycles(modules)).toEqual([]);
    const features = importGraph(path.join(import.meta.dirname, 'web/features'));
    expect(features.size).toBeGreaterThan(10);
    expect([...features.values()].some((uses) => uses.size > 0)).toBe(true);
    expect(cycles(features)).toEqual([]);
  });

  it('are found circular when they are (the check itself works)', () => {
    const graph = new Map([
      ['links', new Set(['analytics'])],
      ['analytics', new Set(['qr-codes'])],
      ['qr-codes', new Set(['links'])],
    ]);
    expect(cycles(graph)).toContainEqual(['links', 'analytics', 'qr-codes', 'links']);
  });
});
