import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordWeakness } from '../../../shared/account.js';

/** zxcvbn's scores run from 0 (guessed at once) to 4; below 2 a password falls to an online attack in days at most. */
const MIN_SCORE = 2;

/**
 * Bounds on the estimator's work, so that checking one password never holds the event loop (the redirects share it)
 * for long: with zxcvbn's defaults a long password of words, symbols and l33t letters took up to a second on a loaded
 * machine; with these bounds a tenth of that (`BENCH=password-strength`, docs/benchmarks.md). Only the first 64
 * characters are read — a password whose first 64 are easy to guess is refused, the rare price of the bound — and
 * at most 8 letters are read as l33t.
 */
const ESTIMATOR_OPTIONS = { maxLength: 64, l33tMaxSubstitutions: 8 } as const;

/** The product's own name: the first word someone guessing a Scanlink password tries. */
const PRODUCT_WORDS = ['scanlink'];

// Built on first use (a quarter of a second: it ranks the ~90,000 dictionary entries), then kept. Server-only: the
// dictionaries are hundreds of kilobytes, more than the web app's whole first load.
let estimator: ZxcvbnFactory | undefined;

/** What zxcvbn says is the matter, grouped into the reasons a person is told (shared/account.ts). */
const REASON_OF_WARNING: Record<string, PasswordWeakness> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
  userInputs: 'personal',
};

/** Who sets the password: their name and email are what an attacker who knows them tries first. */
export interface PasswordOwner {
  name?: string | null | undefined;
  email?: string | null | undefined;
}

/** The words of the owner's name and email (whole, and split at anything not a letter or digit). */
function ownerWords({ name, email }: PasswordOwner): string[] {
  const words = new Set<string>(PRODUCT_WORDS);
  for (const text of [name, email, email?.split('@')[0]]) {
    if (!text) continue;
    words.add(text.toLowerCase());
    for (const part of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** Why the password is too easy to guess, or null when the zxcvbn estimator scores it 2 or more. */
export function passwordWeakness(password: string, owner: PasswordOwner = {}): PasswordWeakness | null {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, ...ESTIMATOR_OPTIONS });
  const result = estimator.check(password, ownerWords(owner));
  if (result.score >= MIN_SCORE) return null;
  return REASON_OF_WARNING[result.feedback.warning ?? ''] ?? 'guessable';
}
