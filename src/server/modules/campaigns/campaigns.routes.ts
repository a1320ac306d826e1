import {
  campaignDetailSchema,
  campaignPageSchema,
  createCampaignSchema,
  updateCampaignSchema,
  type Campaign,
  type CampaignDetail,
} from '../../../shared/campaigns.js';
import { idParamsSchema, listQuerySchema } from '../../../shared/list.js';
import { slugify } from '../../../shared/slug.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { subjectStatsRoutes } from '../analytics/index.js';
import {
  campaignSubjectOrThrow,
  createCampaign,
  deleteCampaign,
  getCampaignOrThrow,
  listCampaigns,
  updateCampaign,
} from './campaigns.service.js';

const TAG = 'Campaigns';
const EXAMPLE_ID = '0196f3d2-5c6d-7e8f-9a0b-1c2d3e4f5a6b';
const QR_ID = '0196f3c4-9b1e-7d2a-8c3b-5e7f9a1b2c3d';
const LINK_ID = '0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b';
const CAMPAIGN_EXAMPLE: Campaign = {
  id: EXAMPLE_ID,
  name: 'Spring sale',
  description: 'Posters and table stickers in the shops.',
  startsAt: '2026-04-01T07:00:00.000Z',
  endsAt: '2026-04-30T20:00:00.000Z',
  utmCampaign: 'spring-sale',
  status: 'active',
  counts: { qrCodes: 1, links: 1, pages: 0, forms: 0 },
  scans: 312,
  createdAt: '2026-03-20T10:15:00.000Z',
  updatedAt: '2026-03-21T08:40:00.000Z',
};
const DETAIL_EXAMPLE: CampaignDetail = {
  ...CAMPAIGN_EXAMPLE,
  items: {
    qrCodes: [{ id: QR_ID, name: 'Table sticker', url: 'https://scanlink.example/Q/7KX3P9QA' }],
    links: [{ id: LINK_ID, name: 'Spring menu', url: 'https://scanlink.example/r/spring' }],
    pages: [],
    forms: [],
  },
};

/**
 * The campaigns of a workspace (docs/product.md, Campaigns): a window, and the QR codes, links, pages and forms in it.
 */
export function campaignRoutes(ctx: AppContext) {
  return [
    // GET /api/campaigns — the workspace's campaigns
    route({
      method: 'GET',
      url: '/api/campaigns',
      permission: 'view',
      operationId: 'listCampaigns',
      summary: "List the workspace's campaigns, newest first",
      description:
        'Searches the name and description with `q`. Each campaign carries its status, how many items of each kind ' +
        'it holds and its scans.',
      tag: TAG,
      query: listQuerySchema,
      response: { status: 200, description: 'A page of campaigns.', schema: campaignPageSchema },
      example: { query: { q: 'spring', limit: 24 }, response: { items: [CAMPAIGN_EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listCampaigns(ctx, viewer, query),
    }),
    // POST /api/campaigns — create a campaign
    route({
      method: 'POST',
      url: '/api/campaigns',
      permission: 'edit',
      operationId: 'createCampaign',
      summary: 'Create a campaign',
      description:
        'The start and end are optional (no start: it has started; no end: it never ends); the end may not come ' +
        'before the start (422 `range_end_before_start` on `endsAt`). Each of `qrIds`, `linkIds`, `pageIds` and ' +
        '`feedbackIds` must name items of the workspace (422 `not_found` on the item, e.g. `qrIds.1`); an item in ' +
        'another campaign moves to this one. Nothing is stored when any of it is refused.',
      tag: TAG,
      body: createCampaignSchema,
      response: { status: 201, description: 'The new campaign with its items.', schema: campaignDetailSchema },
      example: {
        body: {
          name: 'Spring sale',
          description: 'Posters and table stickers in the shops.',
          startsAt: '2026-04-01T09:00:00+02:00',
          endsAt: '2026-04-30T22:00:00+02:00',
          qrIds: [QR_ID],
          linkIds: [LINK_ID],
        },
        response: DETAIL_EXAMPLE,
      },
      handler: ({ viewer, body }) => createCampaign(ctx, viewer, body),
    }),
    // GET /api/campaigns/:id — one campaign with its items
    route({
      method: 'GET',
      url: '/api/campaigns/:id',
      permission: 'view',
      operationId: 'getCampaign',
      summary: 'Get one campaign with its items',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 200, description: 'The campaign.', schema: campaignDetailSchema },
      example: { params: { id: EXAMPLE_ID }, response: DETAIL_EXAMPLE },
      handler: ({ viewer, params }) => getCampaignOrThrow(ctx, viewer, params.id),
    }),
    // PATCH /api/campaigns/:id — change a campaign
    route({
      method: 'PATCH',
      url: '/api/campaigns/:id',
      permission: 'edit',
      operationId: 'updateCampaign',
      summary: 'Change a campaign',
      description:
        'Any field may change; `null` clears the description, the start or the end. A new start or end alone is ' +
        'checked against the stored other end. Each list of items sent replaces the whole list of that kind; the ' +
        'items left out stay, outside any campaign. The statistics count the clicks of the items a campaign holds ' +
        'within its window, whenever they joined it: an item that left takes its clicks with it.',
      tag: TAG,
      params: idParamsSchema,
      body: updateCampaignSchema,
      response: { status: 200, description: 'The changed campaign.', schema: campaignDetailSchema },
      example: {
        params: { id: EXAMPLE_ID },
        body: { endsAt: '2026-05-15T22:00:00+02:00' },
        response: { ...DETAIL_EXAMPLE, endsAt: '2026-05-15T20:00:00.000Z' },
      },
      handler: ({ viewer, params, body }) => updateCampaign(ctx, viewer, params.id, body),
    }),
    // DELETE /api/campaigns/:id — delete a campaign
    route({
      method: 'DELETE',
      url: '/api/campaigns/:id',
      permission: 'edit',
      operationId: 'deleteCampaign',
      summary: 'Delete a campaign',
      description:
        'Its QR codes, links, pages and forms stay, outside any campaign; their clicks stay the workspace’s and ' +
        'theirs, and its own statistics go.',
      tag: TAG,
      params: idParamsSchema,
      response: { status: 204, description: 'Deleted.' },
      example: { params: { id: EXAMPLE_ID } },
      handler: ({ viewer, params }) => deleteCampaign(ctx, viewer, params.id),
    }),
    // GET /api/campaigns/:id/stats, /stats/summary, /clicks, /clicks.csv — what counted for the campaign
    ...subjectStatsRoutes(ctx, {
      base: '/api/campaigns/:id',
      name: 'Campaign',
      noun: 'a campaign (the clicks of its links and the scans of its QR codes within its window)',
      async resolve(viewer, id) {
        const campaign = await campaignSubjectOrThrow(ctx, viewer, id);
        return {
          subject: { kind: 'campaign', id: campaign.id, union: campaign.union },
          createdAt: campaign.createdAt,
          fileName: slugify(campaign.name) || campaign.id,
        };
      },
    }),
  ];
}
