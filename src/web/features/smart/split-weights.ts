// The weights of an A/B split: whole percentages that must add up to 100 (shared/smart-links.ts, splitSchema).
import { weightOf, type VariantDraft } from './smart-draft.js';

/** The sum of the weights as typed; one that is not a number yet counts as 0. */
export function weightSum(variants: readonly Pick<VariantDraft, 'weight'>[]): number {
  return variants.reduce((sum, variant) => {
    const weight = weightOf(variant.weight);
    return Number.isFinite(weight) ? sum + weight : sum;
  }, 0);
}

/**
 * 100 shared as evenly as whole percentages allow, the remainder going to the first ones: 3 → 34, 33, 33. Every
 * share is at least 1, which the schema asks, as long as there are at most 100 of them (the split allows ten).
 */
export function evenWeights(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(100 / count);
  const remainder = 100 - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < remainder ? 1 : 0));
}

/** The variants with their weights evened out, everything else kept. */
export function evenOut(variants: readonly VariantDraft[]): VariantDraft[] {
  const weights = evenWeights(variants.length);
  return variants.map((variant, index) => ({ ...variant, weight: String(weights[index] ?? 0) }));
}

/** A variant's letter as the screens name an unnamed one: A, B, … J (the split holds at most ten). */
export function variantLetter(index: number): string {
  return String.fromCharCode(65 + index);
}
