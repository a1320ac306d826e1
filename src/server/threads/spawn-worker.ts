import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread `<name>.js` beside `moduleUrl` (the caller's import.meta.url). The build runs plain
 * JavaScript; under tsx or Vitest the file is TypeScript, and a worker thread does not inherit the loader, so a small
 * bootstrap registers tsx in the thread before importing the worker.
 */
export function spawnWorker(moduleUrl: string, name: string, workerData: unknown): Worker {
  if (!moduleUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, moduleUrl), { workerData });
  const source = new URL(`./${name}.ts`, moduleUrl).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}
