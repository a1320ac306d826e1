import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the production build (`node dist/server/main.js`) with the given environment; resolves once /healthz answers. */
export async function startProductServer(env) {
  const port = await freePort();
  // BENCH_NODE_ARGS lets a profiling run add e.g. --cpu-prof to the product server only.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`, child);
  return { url, port, child, stop: () => stop(child) };
}

/** A bare node:http server answering every request with the same 302: the ceiling the redirect is compared to. */
export async function startBareServer() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(302, { location: 'https://example.com/bare', 'content-length': '0' }); s.end(); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child);
  return { url, port, child, stop: () => stop(child) };
}

/**
 * A bare node:http server answering every request with the same `bytes` of noise, from memory, in one write: the
 * least a server can spend on a download, to tell its cost on these cores from the one of serving media.
 */
export async function startBareFileServer(bytes) {
  const port = await freePort();
  const code =
    `const body = require('node:crypto').randomBytes(${bytes});` +
    `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'video/mp4', 'content-length': body.length }); s.end(body); }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, 'HEAD');
  return { url, port, child, stop: () => stop(child) };
}

async function waitFor(url, child, method = 'GET') {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await fetch(url, { method, redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server at ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM, then wait for the exit: the product writes its buffered clicks first. */
function stop(child) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Signs a person up on a running server and returns their cookie header. */
export async function signUp(url, email, password = 'bench-password-1') {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    // better-auth checks the Origin of state-changing requests in production, as a browser would send it.
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ fullName: 'Bench Mark', email, password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export async function apiPost(url, cookie, pathname, body) {
  const response = await fetch(`${url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}
