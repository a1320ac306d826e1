// Campaigns (docs/product.md, Campaigns): a name, a description, an optional time window, and the QR codes, links,
// pages and feedback forms in it. Each of those belongs to one campaign at most (its own `campaignId`).
import * as z from 'zod/mini';
import { pageSchema, type Page } from './list.js';
import { utmValueSchema } from './utm.js';

export const CAMPAIGN_NAME_MAX = 200;
export const CAMPAIGN_DESCRIPTION_MAX = 2000;
/** Items of one kind a request may name: the pickers list a workspace's items page by page, far fewer in practice. */
export const CAMPAIGN_ITEMS_MAX = 1000;

export const CAMPAIGN_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The kinds of item, each with the body field that lists them and the answer's key. */
export const CAMPAIGN_ITEM_KINDS = [
  { input: 'qrIds', key: 'qrCodes' },
  { input: 'linkIds', key: 'links' },
  { input: 'pageIds', key: 'pages' },
  { input: 'feedbackIds', key: 'forms' },
] as const;
export type CampaignItemInput = (typeof CAMPAIGN_ITEM_KINDS)[number]['input'];
export type CampaignItemKey = (typeof CAMPAIGN_ITEM_KINDS)[number]['key'];

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(CAMPAIGN_NAME_MAX, { error: 'too_long' }));

// A cleared field sends "" or null: no description.
const descriptionSchema = z.pipe(
  z.nullable(z.string().check(z.trim(), z.maxLength(CAMPAIGN_DESCRIPTION_MAX, { error: 'too_long' }))),
  z.transform((value) => (value ? value : null)),
);

// An instant as the forms send it (ISO 8601 with an offset); a cleared field sends null.
const instantInput = z.nullable(z.iso.datetime({ offset: true, error: 'invalid_date' }));

const idsSchema = z
  .array(
    z
      .string({ error: 'invalid_type' })
      .check(z.minLength(1, { error: 'required' }), z.maxLength(64, { error: 'too_long' })),
    { error: 'invalid_type' },
  )
  .check(z.maxLength(CAMPAIGN_ITEMS_MAX, { error: 'too_long' }));

// The end may not come before the start; the refusal is on the end, where the form shows it.
function checkWindow(value: { startsAt?: string | null; endsAt?: string | null }, ctx: z.core.$RefinementCtx) {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) < Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'range_end_before_start' });
  }
}

const campaignFields = {
  name: nameSchema,
  description: descriptionSchema,
  /** Without a start the campaign has started; without an end it never ends. */
  startsAt: instantInput,
  endsAt: instantInput,
  /** Each list replaces the whole list of that kind; an item named here leaves any other campaign. */
  qrIds: idsSchema,
  linkIds: idsSchema,
  pageIds: idsSchema,
  feedbackIds: idsSchema,
  /** The `utm_campaign` its links' and QR codes' targets get when they carry none (docs/smart-links.md). */
  utmCampaign: utmValueSchema,
};

export const createCampaignSchema = z
  .strictObject({
    name: campaignFields.name,
    description: z.optional(campaignFields.description),
    startsAt: z.optional(campaignFields.startsAt),
    endsAt: z.optional(campaignFields.endsAt),
    qrIds: z.optional(campaignFields.qrIds),
    linkIds: z.optional(campaignFields.linkIds),
    pageIds: z.optional(campaignFields.pageIds),
    feedbackIds: z.optional(campaignFields.feedbackIds),
    utmCampaign: campaignFields.utmCampaign,
  })
  .check(z.superRefine(checkWindow));
export type CreateCampaignInput = z.infer<typeof createCampaignSchema>;

/** Any field may change; a change of only one end of the window is checked against the stored other end too. */
export const updateCampaignSchema = z.partial(z.strictObject(campaignFields)).check(
  z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }),
  z.superRefine(checkWindow),
);
export type UpdateCampaignInput = z.infer<typeof updateCampaignSchema>;

/**
 * Where a campaign stands at `now`: scheduled before its start, ended from its end on, active between (no start:
 * started already; no end: never ends).
 */
export function campaignStatus(
  window: { startsAt: string | null; endsAt: string | null },
  now: number,
): CampaignStatus {
  if (window.startsAt && now < Date.parse(window.startsAt)) return 'scheduled';
  if (window.endsAt && now >= Date.parse(window.endsAt)) return 'ended';
  return 'active';
}

const countSchema = z.number().check(z.int(), z.minimum(0));

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  startsAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  utmCampaign: z.nullable(
    z.string().check(z.describe('The `utm_campaign` its items’ targets get when they have none.')),
  ),
  status: z.enum(CAMPAIGN_STATUSES).check(z.describe('Derived from the window and the time of the answer.')),
  counts: z.object({ qrCodes: countSchema, links: countSchema, pages: countSchema, forms: countSchema }),
  scans: countSchema.check(z.describe('Clicks and scans counted for the campaign, all time.')),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignPageSchema = pageSchema(campaignSchema);
export type CampaignList = Page<Campaign>;

export const campaignItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.nullable(
    z
      .string()
      .check(
        z.describe(
          "Where people reach it: a QR code's or a link's short address, a page's or a form's public address; null for " +
            'a static QR code.',
        ),
      ),
  ),
});
export type CampaignItem = z.infer<typeof campaignItemSchema>;

/** One campaign with its items, oldest first in each kind. */
export const campaignDetailSchema = z.extend(campaignSchema, {
  items: z.object({
    qrCodes: z.array(campaignItemSchema),
    links: z.array(campaignItemSchema),
    pages: z.array(campaignItemSchema),
    forms: z.array(campaignItemSchema),
  }),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;
