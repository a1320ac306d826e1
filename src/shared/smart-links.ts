// Smart destinations of links and dynamic QR codes (docs/smart-links.md): ordered targeting rules, an A/B split and
// a password. The API's schemas, which the link and QR code forms check as well.
import * as z from 'zod/mini';
import { COUNTRY_CODES } from './countries.js';
import { targetUrlSchema } from './target-url.js';
import { isTimeZone } from './stat-values.js';

export const RULES_MAX = 30;
export const CONDITIONS_MAX = 8;
export const VARIANTS_MAX = 10;
export const ROUTE_NAME_MAX = 80;
export const CONDITION_VALUES_MAX = 250;
export const QUERY_NAME_MAX = 64;
export const QUERY_VALUE_MAX = 200;
export const LINK_PASSWORD_MIN = 4;
export const LINK_PASSWORD_MAX = 128;

/** A visitor's device, as a rule tells them apart (a watch counts as a phone, a TV or a console as a desktop). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const OPERATING_SYSTEMS = ['ios', 'android', 'windows', 'macos', 'linux', 'chromeos'] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];
export const CONDITION_KINDS = ['country', 'language', 'device', 'os', 'time', 'query'] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];
/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const countrySet = new Set<string>(COUNTRY_CODES);
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** True for an ISO 639 language code (two or three letters) that the runtime can name: `de`, `tr`, `fil`. */
export function isLanguageCode(code: string): boolean {
  return /^[a-z]{2,3}$/.test(code) && languageNames.of(code) !== undefined && languageNames.of(code) !== code;
}

/** A list of codes: at least one (an empty condition is refused), each known, none twice. */
function codeList<T extends string>(check: (value: string) => value is T, unknown: string) {
  return z.pipe(
    z
      .array(z.string({ error: 'invalid_type' }), { error: 'invalid_type' })
      .check(z.minLength(1, { error: 'empty_condition' }), z.maxLength(CONDITION_VALUES_MAX, { error: 'too_long' })),
    z.transform((values: string[], ctx) => {
      const known: T[] = [];
      values.forEach((value, index) => {
        if (check(value)) known.push(value);
        else ctx.issues.push({ code: 'custom', message: unknown, input: value, path: [index] });
      });
      return [...new Set(known)];
    }),
  );
}

const isCountry = (value: string): value is string => countrySet.has(value);
const isLanguage = (value: string): value is string => isLanguageCode(value);
const isDeviceClass = (value: string): value is DeviceClass => (DEVICE_CLASSES as readonly string[]).includes(value);
const isOperatingSystem = (value: string): value is OperatingSystem =>
  (OPERATING_SYSTEMS as readonly string[]).includes(value);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const isDate = (value: string) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const optionalDate = z.optional(z.nullable(z.string().check(z.refine(isDate, { error: 'invalid_date' }))));
const optionalTime = z.optional(z.nullable(z.string().check(z.regex(TIME_PATTERN, { error: 'invalid_time' }))));

/** The window of a time condition, in its zone: dates (both inclusive), weekdays, and a time of day (end excluded). */
const timeCondition = z
  .strictObject({
    kind: z.literal('time'),
    timeZone: z.string({ error: 'required' }).check(z.refine(isTimeZone, { error: 'invalid_time_zone' })),
    fromDate: optionalDate,
    untilDate: optionalDate,
    weekdays: z.optional(
      z.nullable(
        z.array(z.number().check(z.int(), z.minimum(1), z.maximum(7)), { error: 'invalid_type' }).check(z.maxLength(7)),
      ),
    ),
    fromTime: optionalTime,
    untilTime: optionalTime,
  })
  .check(
    z.superRefine((value, ctx) => {
      const hasTimes = Boolean(value.fromTime) || Boolean(value.untilTime);
      if (!value.fromDate && !value.untilDate && !value.weekdays?.length && !hasTimes) {
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'empty_condition' });
      }
      if (value.fromDate && value.untilDate && value.untilDate < value.fromDate) {
        ctx.addIssue({ code: 'custom', path: ['untilDate'], message: 'window_end_before_start' });
      }
      if (hasTimes && !value.fromTime) ctx.addIssue({ code: 'custom', path: ['fromTime'], message: 'required' });
      if (hasTimes && !value.untilTime) ctx.addIssue({ code: 'custom', path: ['untilTime'], message: 'required' });
      if (value.fromTime && value.untilTime && value.untilTime <= value.fromTime) {
        ctx.addIssue({ code: 'custom', path: ['untilTime'], message: 'window_end_before_start' });
      }
    }),
  );

export const conditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('country'), values: codeList(isCountry, 'unknown_country') }),
  z.strictObject({ kind: z.literal('language'), values: codeList(isLanguage, 'unknown_language') }),
  z.strictObject({ kind: z.literal('device'), values: codeList(isDeviceClass, 'invalid_option') }),
  z.strictObject({ kind: z.literal('os'), values: codeList(isOperatingSystem, 'invalid_option') }),
  timeCondition,
  z.strictObject({
    kind: z.literal('query'),
    name: z
      .string({ error: 'required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'empty_condition' }),
        z.maxLength(QUERY_NAME_MAX, { error: 'too_long' }),
        z.regex(/^[A-Za-z0-9_.[\]-]+$/, { error: 'invalid_query_name' }),
      ),
    value: z
      .string({ error: 'required' })
      .check(z.minLength(1, { error: 'empty_condition' }), z.maxLength(QUERY_VALUE_MAX, { error: 'too_long' })),
  }),
]);
export type Condition = z.infer<typeof conditionSchema>;

/** A rule's or a variant's id: kept across edits, so the statistics of what it served stay together. */
const routeIdSchema = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'invalid_id' })));
// A cleared name sends "" or null: none (the screens then say "Rule 2" or "Variant B").
const routeNameSchema = z.optional(
  z.pipe(
    z.nullable(z.string().check(z.trim(), z.maxLength(ROUTE_NAME_MAX, { error: 'too_long' }))),
    z.transform((value) => (value ? value : null)),
  ),
);

export const ruleSchema = z.strictObject({
  id: routeIdSchema,
  name: routeNameSchema,
  conditions: z
    .array(conditionSchema, { error: 'invalid_type' })
    .check(z.minLength(1, { error: 'empty_condition' }), z.maxLength(CONDITIONS_MAX, { error: 'too_long' })),
  url: targetUrlSchema,
});
export type RuleInput = z.input<typeof ruleSchema>;

export const variantSchema = z.strictObject({
  id: routeIdSchema,
  name: routeNameSchema,
  url: targetUrlSchema,
  weight: z
    .number({ error: 'invalid_type' })
    .check(
      z.int({ error: 'invalid_weight' }),
      z.minimum(1, { error: 'invalid_weight' }),
      z.maximum(99, { error: 'invalid_weight' }),
    ),
});

export const rulesSchema = z
  .array(ruleSchema, { error: 'invalid_type' })
  .check(z.maxLength(RULES_MAX, { error: 'too_long' }));

/** No split (an empty list), or two to ten variants whose weights add up to 100. */
export const splitSchema = z.array(variantSchema, { error: 'invalid_type' }).check(
  z.maxLength(VARIANTS_MAX, { error: 'too_long' }),
  z.refine((variants) => variants.length !== 1, { error: 'split_too_small' }),
  z.refine((variants) => variants.length < 2 || variants.reduce((sum, v) => sum + v.weight, 0) === 100, {
    error: 'weights_not_100',
  }),
);

/** A new password (stored hashed, never answered), or null to remove it. */
export const linkPasswordSchema = z.nullable(
  z
    .string({ error: 'invalid_type' })
    .check(
      z.minLength(LINK_PASSWORD_MIN, { error: 'password_too_short' }),
      z.maxLength(LINK_PASSWORD_MAX, { error: 'too_long' }),
    ),
);

/** What a link and a dynamic QR code accept beside their other fields. */
export const smartFields = {
  rules: rulesSchema,
  split: splitSchema,
  password: linkPasswordSchema,
};

export const storedRuleSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  conditions: z.array(z.unknown()).check(z.describe('Conditions, all of which must hold (see the request schema).')),
  url: z.string(),
});
export type Rule = { id: string; name: string | null; conditions: Condition[]; url: string };
export const storedVariantSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  url: z.string(),
  weight: z.number(),
});
export type Variant = z.infer<typeof storedVariantSchema>;

/** A subject's smart destination as stored and answered. */
export interface SmartDestination {
  rules: Rule[];
  split: Variant[];
}

/** What a link and a dynamic QR code answer beside their other fields. */
export const smartAnswerFields = {
  rules: z.array(storedRuleSchema).check(z.describe('Targeting rules in order: the first that holds wins.')),
  split: z
    .array(storedVariantSchema)
    .check(z.describe('The A/B split of the default target (none when empty); weights add up to 100.')),
  passwordProtected: z.boolean().check(z.describe('Visitors must enter a password first (never answered).')),
};

/** `GET|PUT /api/workspace/link-settings`: how the workspace's link codes are matched. */
export const linkSettingsSchema = z.strictObject({
  linkCodesIgnoreCase: z
    .boolean({ error: 'invalid_type' })
    .check(z.describe('Link codes answer in any case (`SPRING-menu` = `spring-menu`), as QR codes always do.')),
});
export type LinkSettings = z.infer<typeof linkSettingsSchema>;
