import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { splitSchema } from '../../../shared/smart-links.js';
import { newVariant, splitInput } from './smart-draft.js';
import { evenOut, evenWeights, variantLetter, weightSum } from './split-weights.js';

const variants = (...weights: string[]) =>
  weights.map((weight, index) => newVariant(`https://example.com/${index}`, weight));

describe('the weights of a split', () => {
  it('add up as typed, a blank or unfinished one counting as nothing', () => {
    expect(weightSum(variants('50', '30', '20'))).toBe(100);
    expect(weightSum(variants('60', '30'))).toBe(90);
    expect(weightSum(variants('60', '', '-'))).toBe(60);
  });

  it('are evened out in whole percentages that make 100, the remainder going to the first', () => {
    expect(evenWeights(2)).toEqual([50, 50]);
    expect(evenWeights(3)).toEqual([34, 33, 33]);
    expect(evenWeights(7)).toEqual([15, 15, 14, 14, 14, 14, 14]);
    for (let count = 2; count <= 10; count += 1) {
      expect(evenWeights(count).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    }
    expect(evenWeights(0)).toEqual([]);
  });

  it('evened out, keep each variant’s address, name and id, and pass the server’s split schema', () => {
    const before = variants('70', '', '5').map((variant, index) => ({ ...variant, name: `V${index}` }));
    const after = evenOut(before);
    expect(after.map((variant) => variant.weight)).toEqual(['34', '33', '33']);
    expect(after.map(({ key, name, url }) => ({ key, name, url }))).toEqual(
      before.map(({ key, name, url }) => ({ key, name, url })),
    );
    expect(safeParse(splitSchema, splitInput(after)).success).toBe(true);
  });

  it('that do not make 100 are refused with the code the split shows beside its sum', () => {
    const result = safeParse(splitSchema, splitInput(variants('60', '30')));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['', 'weights_not_100'],
    ]);
    const blank = safeParse(splitSchema, splitInput(variants('100', '')));
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      '1.weight',
      'invalid_weight',
    ]);
  });

  it('name unnamed variants by letter', () => {
    expect([0, 1, 9].map(variantLetter)).toEqual(['A', 'B', 'J']);
  });
});
