/** Business constants the product has always kept (SPEC §1, §11). */
export const TRIAL_DAYS = 15;
