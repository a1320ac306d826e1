// The smart fields of a link's and a dynamic QR code's form: what their inputs hold, and what they send.
import type { Variant } from '../../../shared/smart-links.js';
import type { TagRef } from '../../../shared/tags.js';
import {
  rulesInput,
  rulesToDraft,
  splitInput,
  splitToDraft,
  type RuleDraft,
  type SavedRule,
  type VariantDraft,
} from './smart-draft.js';

/**
 * What happens to the password on save: nothing (`unchanged`: none stays none, a saved one is kept), a new one is
 * set, or the saved one is removed. A saved password is never shown: the server does not answer it.
 */
export type PasswordMode = 'unchanged' | 'set' | 'remove';

export interface SmartFormValues {
  rules: RuleDraft[];
  split: VariantDraft[];
  /** The new password as typed (only sent in `set` mode). */
  password: string;
  passwordMode: PasswordMode;
  tagIds: string[];
}

/** The form's fields a server issue may name exactly (`password`, `split`: the weights' sum). */
export const SMART_FIELDS = ['rules', 'split', 'password', 'tagIds'] as const;
/** The lists whose items' issues (`rules.0.conditions.1.values.0`) are placed at their own paths. */
export const SMART_NESTED_FIELDS = ['rules', 'split', 'tagIds'] as const;

export function emptySmartForm(): SmartFormValues {
  return { rules: [], split: [], password: '', passwordMode: 'unchanged', tagIds: [] };
}

export function smartToForm(saved: {
  rules: readonly SavedRule[];
  split: readonly Variant[];
  tags: readonly TagRef[];
}): SmartFormValues {
  return {
    rules: rulesToDraft(saved.rules),
    split: splitToDraft(saved.split),
    password: '',
    passwordMode: 'unchanged',
    tagIds: saved.tags.map((tag) => tag.id),
  };
}

/** The password as the API takes it: absent is "unchanged", null removes it, a string sets it. */
export function passwordBody(values: Pick<SmartFormValues, 'password' | 'passwordMode'>): {
  password?: string | null;
} {
  if (values.passwordMode === 'set') return { password: values.password };
  if (values.passwordMode === 'remove') return { password: null };
  return {};
}

/** The smart fields of the API's body; `withRouting` false for a static QR code, which carries tags only. */
export function smartBody(values: SmartFormValues, withRouting = true) {
  if (!withRouting) return { tagIds: values.tagIds };
  return {
    rules: rulesInput(values.rules),
    split: splitInput(values.split),
    ...passwordBody(values),
    tagIds: values.tagIds,
  };
}
