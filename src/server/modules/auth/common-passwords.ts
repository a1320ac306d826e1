import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the most common passwords (about 49,000, from public breach corpora; MIT), maintained with
// the zxcvbn-ts project. Server-only: at about 380 KB it would dwarf the web app's whole first load.
let common: Set<string> | undefined;

/**
 * True for a password in the most common passwords, in any letter case: those are what an attacker tries first,
 * whatever their length. Built into a set on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
