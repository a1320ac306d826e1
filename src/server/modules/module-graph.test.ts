import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.join(import.meta.dirname);

/** A module's own source files (not its tests), in its folder and the folders under it. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .map((name) => path.join(folder, name));
}

/** Which modules each module's own code (not its tests) imports, by relative imports into modules/. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const folder = path.join(MODULES, module.name);
    const uses = new Set<string>();
    for (const file of sourceFiles(folder)) {
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(MODULES, path.resolve(path.dirname(file), specifier)).split(path.sep);
        if (target[0] === '..' || target.length < 2) continue;
        const used = target[0] ?? '';
        if (used !== module.name) uses.add(used);
      }
    }
    graph.set(module.name, uses);
  }
  return graph;
}

/** Every cycle of the graph, each as the path that closes it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (module: string, trail: string[]) => {
    for (const next of graph.get(module) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) found.push([...trail.slice(at), next]);
      else visit(next, [...trail, next]);
    }
  };
  for (const module of graph.keys()) visit(module, [module]);
  return found;
}

describe('the server modules', () => {
  it('never depend on each other in a circle: each can be understood, and replaced, from its faces down', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph)).toEqual([]);
  });

  it('are found circular when they are (the check itself works)', () => {
    const graph = new Map([
      ['links', new Set(['stats'])],
      ['stats', new Set(['qr-codes'])],
      ['qr-codes', new Set(['links'])],
    ]);
    expect(cycles(graph)).toContainEqual(['links', 'stats', 'qr-codes', 'links']);
  });
});
