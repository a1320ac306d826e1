import type { FastifyInstance } from 'fastify';

/** One registered route: its URL pattern (`/api/links/:id`, `/api/auth/*`), methods and router constraints. */
export interface RouteEntry {
  path: string;
  methods: string[];
  constraints: Record<string, string>;
}

/**
 * Every route the app has registered, read from Fastify's own route tree (`printRoutes`), so a test that walks
 * them covers modules added later without being told. The tree prints each node's part of the path indented under
 * its parent; a node's full path is its ancestors' parts joined, and a node with methods is a route.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: Array<{ column: number; path: string }> = [];
  for (const line of app.printRoutes().split('\n')) {
    const column = line.search(/[^\s│├└─]/);
    if (column < 0) continue;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?(?: (\{.*\}))?$/.exec(line.slice(column));
    if (!match) continue;
    while (stack.length > 0 && (stack.at(-1)?.column ?? 0) >= column) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[1] ?? ''}`;
    stack.push({ column, path });
    if (match[2]) {
      routes.push({
        path,
        methods: match[2].split(',').map((method) => method.trim()),
        constraints: match[3] ? (JSON.parse(match[3]) as Record<string, string>) : {},
      });
    }
  }
  return routes;
}

/**
 * The routes worth fuzzing one by one: a built web app adds a route per static file (hundreds of hashed assets,
 * all served the same way), so one file per folder stands for the rest and the API keeps its share of the cases.
 */
export function withoutRepeatedFiles(routes: RouteEntry[]): RouteEntry[] {
  const folders = new Set<string>();
  return routes.filter((route) => {
    const isFile = /\/[^/:*]+\.[A-Za-z0-9]+$/.test(route.path) && !/[:*]/.test(route.path);
    if (!isFile) return true;
    const folder = route.path.slice(0, route.path.lastIndexOf('/'));
    if (folders.has(folder)) return false;
    folders.add(folder);
    return true;
  });
}
