// The billing section of the settings (docs/product.md, Settings): company details, the plan, the trial. Shared by the
// form and the server, so both refuse the same input with the same field codes.
import * as z from 'zod/mini';
import { isCountryCode } from './countries.js';

/** The two fixed monthly plans: how many business days support takes to answer, and the price in US dollars a month. */
export const PLANS = {
  standard: { businessDays: '4–10', priceUsd: '5.00' },
  express: { businessDays: '2–5', priceUsd: '16.00' },
} as const;
export const PLAN_IDS = ['standard', 'express'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_TEXT_MAX = 200;
export const POSTAL_CODE_MAX = 20;
// Digits with the usual separators, an optional leading +: what people write on a letterhead, not a strict E.164.
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{3,28}[0-9]$/;

// A cleared field means "none" (null), as in the link form.
const optionalText = (max: number) =>
  z.pipe(
    z.nullable(z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(max, { error: 'too_long' }))),
    z.transform((value) => (value ? value : null)),
  );

/** A country as its ISO 3166-1 alpha-2 code, any case; "" or null for none. The account form uses it too. */
export const countrySchema = z.pipe(
  z.nullable(
    z.string({ error: 'invalid_type' }).check(
      z.trim(),
      z.toUpperCase(),
      z.refine((value) => value === '' || isCountryCode(value), { error: 'invalid_country' }),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

/** A phone number as people write it; "" or null for none. The account form uses it too. */
export const phoneSchema = z.pipe(
  z.nullable(
    z.string({ error: 'invalid_type' }).check(
      z.trim(),
      z.maxLength(30, { error: 'too_long' }),
      z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'invalid_phone' }),
    ),
  ),
  z.transform((value) => (value ? value : null)),
);

const billingFields = {
  company: optionalText(BILLING_TEXT_MAX),
  address: optionalText(BILLING_TEXT_MAX),
  city: optionalText(BILLING_TEXT_MAX),
  country: countrySchema,
  region: optionalText(BILLING_TEXT_MAX),
  postalCode: optionalText(POSTAL_CODE_MAX),
  phone: phoneSchema,
  plan: z.enum(PLAN_IDS, { error: 'invalid_option' }),
};

/** `PATCH /api/billing`: any of the fields; a field sent as null or "" is cleared. */
export const updateBillingSchema = z
  .partial(z.strictObject(billingFields))
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdateBillingInput = z.infer<typeof updateBillingSchema>;
export type BillingFormInput = z.input<typeof updateBillingSchema>;

/** The workspace's billing details as the API answers them. */
export const billingSchema = z.object({
  company: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()).check(z.describe('ISO 3166-1 alpha-2 code.')),
  region: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  plan: z.enum(PLAN_IDS),
  trialEndsAt: z.string().check(z.describe('The end of the free trial: 15 days after the workspace was made.')),
  trialDaysLeft: z.number().check(z.describe('Whole days left in the trial, rounded up; 0 once it has ended.')),
  paymentMethod: z.null().check(z.describe('Always null: no payment processor is connected.')),
});
export type Billing = z.infer<typeof billingSchema>;
