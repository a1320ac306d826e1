// Whether an edit changed the rules, the split or the tags, so that a PATCH sends only what the person changed
// (a QR code's edit compares its body with the saved code). Both sides go through the same schema first, so a
// saved rule and the same rule sent again compare equal whatever their optional fields looked like.
import { safeParse } from 'zod/mini';
import { rulesSchema, splitSchema, type Variant } from '../../../shared/smart-links.js';
import { rulesInput, rulesToDraft, splitInput, splitToDraft, type SavedRule } from './smart-draft.js';

/** JSON with the keys of every object sorted, so equal values give equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, node: unknown) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(
          Object.entries(node as Record<string, unknown>)
            .filter(([, child]) => child !== undefined && child !== null)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : node,
  );
}

export function sameRules(sent: unknown, saved: readonly SavedRule[]): boolean {
  const parsed = safeParse(rulesSchema, rulesInput(rulesToDraft(saved)));
  return parsed.success && canonical(parsed.data) === canonical(sent);
}

export function sameSplit(sent: unknown, saved: readonly Variant[]): boolean {
  const parsed = safeParse(splitSchema, splitInput(splitToDraft(saved)));
  return parsed.success && canonical(parsed.data) === canonical(sent);
}

export function sameTags(sent: readonly string[], saved: readonly { id: string }[]): boolean {
  const before = saved.map((tag) => tag.id).sort();
  const after = [...sent].sort();
  return before.length === after.length && before.every((id, index) => id === after[index]);
}
