// UTM parameters (docs/smart-links.md): the builder of the link and QR code forms, the workspace's templates, and
// the campaign name a campaign sets for its items.
import * as z from 'zod/mini';

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmValues = Partial<Record<UtmField, string>>;
export const UTM_VALUE_MAX = 100;
export const UTM_TEMPLATE_NAME_MAX = 80;

/** The query parameter of a field: `utm_source`… */
export const utmParameter = (field: UtmField) => `utm_${field}`;

/** The values an address already carries, so the builder starts from them. */
export function utmOf(url: string): UtmValues {
  const values: UtmValues = {};
  try {
    const params = new URL(url).searchParams;
    for (const field of UTM_FIELDS) {
      const value = params.get(utmParameter(field));
      if (value) values[field] = value;
    }
  } catch {
    // Not an address yet (the form is being typed): nothing to read.
  }
  return values;
}

/**
 * The address with these UTM values: a value replaces the parameter's, an empty one removes it; other parameters and
 * the #fragment stay. An address that does not parse is answered as it is.
 */
export function withUtm(url: string, values: UtmValues): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const field of UTM_FIELDS) {
    if (!(field in values)) continue;
    const value = values[field]?.trim() ?? '';
    if (value) parsed.searchParams.set(utmParameter(field), value);
    else parsed.searchParams.delete(utmParameter(field));
  }
  return parsed.href;
}

/** The address with `utm_campaign` added when it has none: a campaign's name for its items, never over the item's own. */
export function withCampaignUtm(url: string, campaign: string | null): string {
  if (!campaign) return url;
  try {
    if (new URL(url).searchParams.has('utm_campaign')) return url;
  } catch {
    return url;
  }
  return withUtm(url, { campaign });
}

// A cleared field sends "" or null: no value.
export const utmValueSchema = z.optional(
  z.pipe(
    z.nullable(z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(UTM_VALUE_MAX, { error: 'too_long' }))),
    z.transform((value) => (value ? value : null)),
  ),
);

const templateName = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(UTM_TEMPLATE_NAME_MAX, { error: 'too_long' }));
const templateValues = {
  source: utmValueSchema,
  medium: utmValueSchema,
  campaign: utmValueSchema,
  term: utmValueSchema,
  content: utmValueSchema,
};

const hasAValue = (value: Record<string, unknown>) => UTM_FIELDS.some((field) => Boolean(value[field]));

export const createUtmTemplateSchema = z
  .strictObject({ name: templateName, ...templateValues })
  .check(z.refine(hasAValue, { error: 'utm_template_empty', path: ['source'] }));
export const updateUtmTemplateSchema = z
  .partial(z.strictObject({ name: templateName, ...templateValues }))
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type CreateUtmTemplateInput = z.infer<typeof createUtmTemplateSchema>;
export type UpdateUtmTemplateInput = z.infer<typeof updateUtmTemplateSchema>;

const utmValue = z.nullable(z.string());
export const utmTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  term: utmValue,
  content: utmValue,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UtmTemplate = z.infer<typeof utmTemplateSchema>;
export const utmTemplateListSchema = z.object({ items: z.array(utmTemplateSchema) });
