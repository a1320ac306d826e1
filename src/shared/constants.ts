/** Business constants the product has always kept: the free trial's length (docs/product.md, Settings). */
export const TRIAL_DAYS = 15;
