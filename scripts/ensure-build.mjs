// Runs before `npm start`: builds the server and the web app when there is no build yet or a source file is
// newer than it, so `npm install && npm start` works on a fresh clone and a stale build is never served.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/server/main.js', 'dist/web/index.html'].map((file) => path.join(root, file));
const inputs = [
  'src',
  'index.html',
  'public',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building Scanlink…' : 'Sources changed since the last build: rebuilding…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
