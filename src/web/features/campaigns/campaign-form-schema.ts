import * as z from 'zod/mini';
import {
  CAMPAIGN_ITEM_KINDS,
  createCampaignSchema,
  updateCampaignSchema,
  type CampaignDetail,
  type CampaignItemInput,
  type UpdateCampaignInput,
} from '../../../shared/campaigns.js';
import { ApiError } from '../../api/client.js';
import { dateTimeLocalToIso, isoToDateTimeLocal } from '../../lib/local-time.js';

/**
 * What the campaign form's inputs hold: the name and description as typed, each end as a datetime-local value in the
 * viewer's zone ('' for none, or 'invalid' while its text is not a date, which the shared schema refuses as
 * invalid_date), and the ids of the ticked items of each kind.
 */
export interface CampaignFormValues {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  /** The `utm_campaign` its items' addresses get when they carry none; '' for none. */
  utmCampaign: string;
  qrIds: string[];
  linkIds: string[];
  pageIds: string[];
  feedbackIds: string[];
}

export const CAMPAIGN_FORM_FIELDS = [
  'name',
  'description',
  'startsAt',
  'endsAt',
  'utmCampaign',
  'qrIds',
  'linkIds',
  'pageIds',
  'feedbackIds',
] as const;

// The inputs become the API's body (ends as ISO instants with the viewer's offset, blanks as null); the shared schema
// then checks it with the server's own rules, so both sides refuse the same input with the same codes.
const asApiBody = z.pipe(
  z.object({
    name: z.string(),
    description: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    utmCampaign: z.string(),
    qrIds: z.array(z.string()),
    linkIds: z.array(z.string()),
    pageIds: z.array(z.string()),
    feedbackIds: z.array(z.string()),
  }),
  z.transform((values): z.input<typeof updateCampaignSchema> => ({
    ...values,
    description: values.description.trim() ? values.description : null,
    startsAt: values.startsAt ? dateTimeLocalToIso(values.startsAt) : null,
    endsAt: values.endsAt ? dateTimeLocalToIso(values.endsAt) : null,
  })),
);

export const createCampaignFormSchema = z.pipe(asApiBody, createCampaignSchema);
export const updateCampaignFormSchema = z.pipe(asApiBody, updateCampaignSchema);

export const emptyCampaignForm = (): CampaignFormValues => ({
  name: '',
  description: '',
  startsAt: '',
  endsAt: '',
  utmCampaign: '',
  qrIds: [],
  linkIds: [],
  pageIds: [],
  feedbackIds: [],
});

export function campaignToForm(campaign: CampaignDetail): CampaignFormValues {
  const ids = (key: keyof CampaignDetail['items']) => campaign.items[key].map((item) => item.id);
  return {
    name: campaign.name,
    description: campaign.description ?? '',
    startsAt: isoToDateTimeLocal(campaign.startsAt),
    endsAt: isoToDateTimeLocal(campaign.endsAt),
    utmCampaign: campaign.utmCampaign ?? '',
    qrIds: ids('qrCodes'),
    linkIds: ids('links'),
    pageIds: ids('pages'),
    feedbackIds: ids('forms'),
  };
}

// The inputs hold minutes: a saved end with seconds (set through the API) is unchanged when its minute is.
const minuteOf = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 60_000) : null);
const sameInstant = (a: string | null | undefined, b: string | null) => minuteOf(a) === minuteOf(b);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));

/**
 * What differs from the saved campaign, compared by meaning rather than by input (the same instant written in
 * another offset, the same items ticked in another order are no change): only that goes into the PATCH.
 */
export function campaignChanges(values: UpdateCampaignInput, campaign: CampaignDetail): UpdateCampaignInput {
  const changes: UpdateCampaignInput = {};
  if (values.name !== undefined && values.name !== campaign.name) changes.name = values.name;
  if (values.description !== undefined && values.description !== campaign.description) {
    changes.description = values.description;
  }
  if (values.startsAt !== undefined && !sameInstant(values.startsAt, campaign.startsAt)) {
    changes.startsAt = values.startsAt;
  }
  if (values.endsAt !== undefined && !sameInstant(values.endsAt, campaign.endsAt)) changes.endsAt = values.endsAt;
  if (values.utmCampaign !== undefined && values.utmCampaign !== campaign.utmCampaign) {
    changes.utmCampaign = values.utmCampaign;
  }
  for (const { input, key } of CAMPAIGN_ITEM_KINDS) {
    const chosen = values[input];
    const saved = campaign.items[key].map((item) => item.id);
    if (chosen !== undefined && !sameSet(chosen, saved)) changes[input] = chosen;
  }
  return changes;
}

/** The ticked items the server refused (deleted meanwhile), by the list they were ticked in. */
export type RefusedItems = Partial<Record<CampaignItemInput, string[]>>;

/**
 * Sends a save. An item the server refuses is named by its place in its list (`qrIds.2`): the issue goes to that
 * picker as a whole, and `onRefused` learns which items they were, so the picker can mark them.
 */
export async function saveWithRefusedItems<T>(
  body: Partial<Record<CampaignItemInput, readonly string[]>>,
  save: () => Promise<T>,
  onRefused: (refused: RefusedItems) => void,
): Promise<T> {
  onRefused({});
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused: RefusedItems = {};
    for (const field of error.fields) {
      const match = /^(qrIds|linkIds|pageIds|feedbackIds)\.(\d+)$/.exec(field.path);
      const list = match?.[1] as CampaignItemInput | undefined;
      const id = list ? body[list]?.[Number(match?.[2])] : undefined;
      if (list && id !== undefined) refused[list] = [...(refused[list] ?? []), id];
    }
    onRefused(refused);
    const fields = error.fields.map((field) => ({
      ...field,
      path: field.path.replace(/^(qrIds|linkIds|pageIds|feedbackIds)\.\d+$/, '$1'),
    }));
    throw new ApiError(error.status, error.code, error.message, fields, error.details);
  }
}
