// Runs before `npm start`: builds the server and the web app when there is no build yet or a source file is
// newer than it, so `npm install && npm start` works on a fresh clone and a stale build is never served.
//
// Only what start needs is done, and the two builds run side by side (each mostly keeps one core busy):
// - the server is emitted by tsc without type checking (--noCheck). Checking is the developer's and CI's job
//   (`npm run typecheck`); at start it took two thirds of tsc's time and changed nothing in the output.
// - the web app is Vite's production build, precompressed (scripts/precompress.ts).
// Each part is rebuilt only when its own sources changed; test files never make a build stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const shared = ['src/shared', 'package.json'];

const parts = [
  {
    name: 'server',
    output: 'dist/server/main.js',
    inputs: [...shared, 'src/server', 'tsconfig.json', 'tsconfig.server.json'],
    command: [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--noCheck'],
  },
  {
    name: 'web app',
    output: 'dist/web/index.html',
    inputs: [...shared, 'src/web', 'index.html', 'public', 'vite.config.ts', 'scripts/precompress.ts'],
    command: [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js'), 'build'],
  },
];

// Tests are not part of either build (tsconfig.server.json leaves them out), so editing one rebuilds nothing.
const isTest = (name) => /\.test\.tsx?$/.test(name) || name === 'test';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((entry) => !isTest(entry))
    .reduce((newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

function isStale({ output, inputs }) {
  const file = path.join(root, output);
  if (!existsSync(file)) return true;
  const builtAt = statSync(file).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

function run({ name, command }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`building the ${name} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

const stale = parts.filter(isStale);
if (stale.length > 0) {
  const fresh = !existsSync(path.join(root, 'dist'));
  console.log(
    `${fresh ? 'No build yet' : 'Sources changed since the last build'}: building the ${stale.map((part) => part.name).join(' and the ')}…`,
  );
  const started = Date.now();
  // Both are waited for, so that a failing one never leaves the other writing into dist/ behind our back.
  const failed = (await Promise.allSettled(stale.map(run))).filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    for (const { reason } of failed) console.error(reason instanceof Error ? reason.message : reason);
    process.exit(1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
