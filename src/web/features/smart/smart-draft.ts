// A smart destination (docs/smart-links.md) as the link and QR code forms hold it while it is edited: the API's own
// shapes, so a refused field's path (`rules.0.conditions.1.values.0`) is the path of its input too, plus a key per
// rule, condition and variant that keeps each one's inputs (and focus) with it when others are removed or moved.
import type { Condition, ConditionKind, Rule, RuleInput, Variant } from '../../../shared/smart-links.js';

type ListKind = 'country' | 'language' | 'device' | 'os';

export type ConditionDraft = { key: string } & (
  | { kind: ListKind; values: string[] }
  | {
      kind: 'time';
      timeZone: string;
      /** `YYYY-MM-DD`, '' for none. */
      fromDate: string;
      untilDate: string;
      /** ISO weekdays (1 Monday … 7 Sunday); none for every day. */
      weekdays: number[];
      /** `HH:MM`, '' for none. */
      fromTime: string;
      untilTime: string;
    }
  | { kind: 'query'; name: string; value: string }
);

export interface RuleDraft {
  key: string;
  /** The saved rule's id, kept so its statistics stay together; none for a new rule. */
  id?: string;
  name: string;
  url: string;
  conditions: ConditionDraft[];
}

export interface VariantDraft {
  key: string;
  id?: string;
  name: string;
  url: string;
  /** The percentage as typed. */
  weight: string;
}

let lastKey = 0;
/** A key unique on this page: only React and the focus follow it, the server never sees it. */
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function newCondition(kind: ConditionKind, timeZone: string): ConditionDraft {
  const key = newKey();
  switch (kind) {
    case 'time':
      return { key, kind, timeZone, fromDate: '', untilDate: '', weekdays: [], fromTime: '', untilTime: '' };
    case 'query':
      return { key, kind, name: '', value: '' };
    default:
      return { key, kind, values: [] };
  }
}

export function newRule(conditions: ConditionDraft[] = [], url = ''): RuleDraft {
  return { key: newKey(), name: '', url, conditions };
}

export function newVariant(url = '', weight = ''): VariantDraft {
  return { key: newKey(), name: '', url, weight };
}

function conditionToDraft(condition: Condition): ConditionDraft {
  const key = newKey();
  switch (condition.kind) {
    case 'time':
      return {
        key,
        kind: 'time',
        timeZone: condition.timeZone,
        fromDate: condition.fromDate ?? '',
        untilDate: condition.untilDate ?? '',
        weekdays: condition.weekdays ?? [],
        fromTime: condition.fromTime ?? '',
        untilTime: condition.untilTime ?? '',
      };
    case 'query':
      return { key, kind: 'query', name: condition.name, value: condition.value };
    default:
      return { key, kind: condition.kind, values: [...condition.values] };
  }
}

/** A rule as the API answers it: its conditions typed loosely there, but each passed the rule schema when saved. */
export type SavedRule = Omit<Rule, 'conditions'> & { conditions: readonly unknown[] };

export function rulesToDraft(rules: readonly SavedRule[]): RuleDraft[] {
  return rules.map((rule) => ({
    key: newKey(),
    id: rule.id,
    name: rule.name ?? '',
    url: rule.url,
    conditions: (rule.conditions as Condition[]).map(conditionToDraft),
  }));
}

export function splitToDraft(split: readonly Variant[]): VariantDraft[] {
  return split.map((variant) => ({
    key: newKey(),
    id: variant.id,
    name: variant.name ?? '',
    url: variant.url,
    weight: String(variant.weight),
  }));
}

function conditionInput(draft: ConditionDraft): unknown {
  switch (draft.kind) {
    case 'time':
      return {
        kind: 'time',
        timeZone: draft.timeZone,
        fromDate: draft.fromDate || null,
        untilDate: draft.untilDate || null,
        weekdays: draft.weekdays.length ? [...draft.weekdays].sort((a, b) => a - b) : null,
        fromTime: draft.fromTime || null,
        untilTime: draft.untilTime || null,
      };
    case 'query':
      return { kind: 'query', name: draft.name, value: draft.value };
    default:
      return { kind: draft.kind, values: draft.values };
  }
}

/** What the rules send: the API's shape without the keys; a blank name or time as none. */
export function rulesInput(drafts: readonly RuleDraft[]): RuleInput[] {
  return drafts.map((draft) => ({
    ...(draft.id && { id: draft.id }),
    name: draft.name.trim() || null,
    url: draft.url,
    conditions: draft.conditions.map(conditionInput) as RuleInput['conditions'],
  }));
}

/** A weight as typed → the number sent; a blank one is 0, which the schema refuses as `invalid_weight`. */
export function weightOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

export function splitInput(drafts: readonly VariantDraft[]) {
  return drafts.map((draft) => ({
    ...(draft.id && { id: draft.id }),
    name: draft.name.trim() || null,
    url: draft.url,
    weight: weightOf(draft.weight),
  }));
}
