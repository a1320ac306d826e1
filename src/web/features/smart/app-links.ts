// "App links in one step": an app's store pages as two rules by operating system, so a phone opens its own store
// and everything else the web address (the default target, which stays as it is).
import { safeParse } from 'zod/mini';
import { targetUrlSchema } from '../../../shared/target-url.js';
import { newKey, newRule, type RuleDraft } from './smart-draft.js';

export interface AppStoreAddresses {
  appStore: string;
  play: string;
}

/** Each given address's problem (a field code), none for a blank one; both blank is `required` on the first. */
export function appLinkIssues(addresses: AppStoreAddresses): Partial<Record<keyof AppStoreAddresses, string>> {
  const issues: Partial<Record<keyof AppStoreAddresses, string>> = {};
  if (!addresses.appStore.trim() && !addresses.play.trim()) return { appStore: 'required' };
  for (const field of ['appStore', 'play'] as const) {
    if (!addresses[field].trim()) continue;
    const parsed = safeParse(targetUrlSchema, addresses[field]);
    if (!parsed.success) issues[field] = parsed.error.issues[0]?.message ?? 'invalid_url';
  }
  return issues;
}

/** The rules of the given addresses: iOS → the App Store's, Android → Google Play's; named after the stores. */
export function appLinkRules(addresses: AppStoreAddresses, names: { appStore: string; play: string }): RuleDraft[] {
  const rules: RuleDraft[] = [];
  if (addresses.appStore.trim()) {
    const rule = newRule([{ key: newKey(), kind: 'os', values: ['ios'] }], addresses.appStore.trim());
    rules.push({ ...rule, name: names.appStore });
  }
  if (addresses.play.trim()) {
    const rule = newRule([{ key: newKey(), kind: 'os', values: ['android'] }], addresses.play.trim());
    rules.push({ ...rule, name: names.play });
  }
  return rules;
}
