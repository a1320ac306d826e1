// How long the password strength check holds the event loop (it runs on the thread that also answers redirects):
// the production check (auth/password-strength.ts: zxcvbn with the first 64 characters and 8 l33t substitutions at
// most) against zxcvbn with its default options, the baseline, in the same run, on ordinary passwords and on long
// ones made to be slow (words, symbols, l33t letters, up to the 128 characters a password may have).
// Target: 95 % of the slow ones under 100 ms. `node bench/password-strength.mjs` alone (after `npm run build:server`), or
// BENCH=password-strength from run.mjs.
import { performance } from 'node:perf_hooks';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordWeakness } from '../dist/server/modules/auth/password-strength.js';

const TARGET_MS = 100;
const ROUNDS = Number(process.env.BENCH_PASSWORD_ROUNDS ?? 5);
const OWNER = { name: 'Ayşe Yılmaz', email: 'ayse.yilmaz@example.com' };
const ORDINARY = [
  'Password1!',
  'Summer2024',
  'correct-horse-42',
  'lantern-orbit-1987',
  'Tr0ub4dor&3',
  'mossy-kettle-ferry-73',
  'AyseYilmaz1990',
];
const WORDS = 'password-qwerty-dragon-monkey-letmein-football-iloveyou-admin-welcome-sunshine-princess-starwars-';
const PROSE = 'Tr0ub4dour&3-xyzzy-plugh-lorem-ipsum-dolor-sit-amet-consectetur-adipiscing-elit-sed-do-eiusmod-tempor-';
const LEET = '4@3$1!0|7+5(8#2%6^9&';
const SLOW = [32, 64, 96, 128].flatMap((length) =>
  [WORDS, PROSE, LEET].map((source) => source.repeat(8).slice(0, length)),
);

// The first round warms the JIT and is not counted.
function timings(check, passwords) {
  for (const password of passwords) check(password);
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const password of passwords) {
      const started = performance.now();
      check(password);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
  return { median: at(0.5), p95: at(0.95), max: times.at(-1) };
}

export async function benchPasswordStrength() {
  const started = performance.now();
  passwordWeakness('warm-up');
  const firstUseMs = performance.now() - started;
  const defaults = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const words = ['scanlink', OWNER.name.toLowerCase(), OWNER.email];
  defaults.check('warm-up', words);
  const ours = (password) => passwordWeakness(password, OWNER);
  const baseline = (password) => defaults.check(password, words);
  return {
    firstUseMs,
    ordinary: { ours: timings(ours, ORDINARY), baseline: timings(baseline, ORDINARY) },
    slow: { ours: timings(ours, SLOW), baseline: timings(baseline, SLOW) },
  };
}

export function reportPasswordStrength(result) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const three = ({ median, p95, max }) => `${ms(median)} / ${ms(p95)} / ${ms(max)}`;
  const row = (label, { ours, baseline }) =>
    `| ${label} | ${three(ours)} | ${three(baseline)} | ${(baseline.p95 / ours.p95).toFixed(1)}× |`;
  const p95 = result.slow.ours.p95;
  const text = [
    `First use (building the dictionaries): ${ms(result.firstUseMs)}`,
    '',
    '| passwords | ours: median / p95 / max | zxcvbn defaults: median / p95 / max | baseline p95 ÷ ours |',
    '| --------- | -----------------------: | ----------------------------------: | ------------------: |',
    row(`ordinary (${ORDINARY.length})`, result.ordinary),
    row(`long, made to be slow (${SLOW.length}, 32–128 characters)`, result.slow),
    '',
    `Slow ones, p95: ${ms(p95)} (target: under ${TARGET_MS} ms) — ${p95 < TARGET_MS ? 'ok' : 'OVER'}`,
  ].join('\n');
  return { ok: p95 < TARGET_MS, text };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = reportPasswordStrength(await benchPasswordStrength());
  console.log(report.text);
  process.exit(report.ok ? 0 : 1);
}
