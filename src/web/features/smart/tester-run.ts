// The rule tester: the current, unsaved rules and split asked about a made-up visitor with the redirect's own
// evaluator (chooseRoute of shared/smart-routing.ts), so what it answers is what a visit would get.
import { safeParse } from 'zod/mini';
import {
  ruleSchema,
  splitSchema,
  type DeviceClass,
  type OperatingSystem,
  type Rule,
  type Variant,
} from '../../../shared/smart-links.js';
import { withScheme } from '../../../shared/links.js';
import { chooseRoute, type VisitorFacts } from '../../../shared/smart-routing.js';
import { rulesInput, splitInput, type RuleDraft, type VariantDraft } from './smart-draft.js';
import { zonedInstant } from './zoned-time.js';

/** The made-up visitor, as the tester's inputs hold it ('' for "unknown"). */
export interface TesterFacts {
  country: string;
  language: string;
  device: DeviceClass | '';
  os: OperatingSystem | '';
  /** The moment of the visit on the wall clock of `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
  /** The query string the visitor's address carries, with or without its `?`. */
  query: string;
  /** 0–99: which share of visitors this one falls in (the same all day for one visitor). */
  bucket: number;
}

export type TesterOutcome =
  | { kind: 'rule'; index: number; url: string }
  | { kind: 'variant'; index: number; url: string }
  | { kind: 'default'; url: string | null };

export interface TesterResult {
  outcome: TesterOutcome;
  /** Rules left out because they are not complete or valid yet (their positions). */
  skipped: number[];
  /** A split is being edited but is not valid yet: visitors who match no rule get the default target for now. */
  splitIgnored: boolean;
  /** The date or time does not read; the tester used the present moment. */
  momentInvalid: boolean;
}

export function clampBucket(value: number): number {
  return Number.isFinite(value) ? Math.min(99, Math.max(0, Math.trunc(value))) : 0;
}

function visitorOf(facts: TesterFacts, at: number): VisitorFacts {
  const params = new URLSearchParams(facts.query.trim().replace(/^\?/, ''));
  return {
    country: () => facts.country || null,
    language: () => facts.language || null,
    device: () => facts.device || null,
    os: () => facts.os || null,
    at,
    param: (name) => params.get(name),
  };
}

/** Which rule, variant or default target the visitor gets; each rule and variant is known by its position. */
export function runTester(
  rules: readonly RuleDraft[],
  split: readonly VariantDraft[],
  defaultUrl: string | null,
  facts: TesterFacts,
  now = Date.now(),
): TesterResult {
  const skipped: number[] = [];
  const checked: Rule[] = [];
  rulesInput(rules).forEach((input, index) => {
    const parsed = safeParse(ruleSchema, input);
    const key = rules[index]?.key ?? String(index);
    if (parsed.success) checked.push({ ...parsed.data, id: key, name: parsed.data.name ?? null });
    else skipped.push(index);
  });
  const parsedSplit = safeParse(splitSchema, splitInput(split));
  const variants: Variant[] = parsedSplit.success
    ? parsedSplit.data.map((variant, index) => ({ ...variant, id: split[index]?.key ?? String(index), name: null }))
    : [];
  const at = zonedInstant(facts.date, facts.time, facts.timeZone);
  const route = chooseRoute({ rules: checked, split: variants }, defaultUrl ?? '', visitorOf(facts, at ?? now), () =>
    clampBucket(facts.bucket),
  );
  const ruleIndex = rules.findIndex((rule) => rule.key === route.routeId);
  const variantIndex = split.findIndex((variant) => variant.key === route.routeId);
  const outcome: TesterOutcome =
    ruleIndex >= 0
      ? { kind: 'rule', index: ruleIndex, url: route.url }
      : variantIndex >= 0
        ? { kind: 'variant', index: variantIndex, url: route.url }
        : // As the server will store it: `example.com/menu` is sent to as https://example.com/menu.
          { kind: 'default', url: defaultUrl ? withScheme(defaultUrl) : null };
  return { outcome, skipped, splitIgnored: split.length > 0 && !parsedSplit.success, momentInvalid: at === null };
}
