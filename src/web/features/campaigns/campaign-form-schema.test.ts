import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { CampaignDetail } from '../../../shared/campaigns.js';
import { ApiError } from '../../api/client.js';
import {
  campaignChanges,
  campaignToForm,
  createCampaignFormSchema,
  emptyCampaignForm,
  saveWithRefusedItems,
  type RefusedItems,
} from './campaign-form-schema.js';

const campaign: CampaignDetail = {
  id: 'c1',
  name: 'Spring sale',
  description: null,
  startsAt: '2026-04-01T07:00:30.000Z',
  endsAt: null,
  utmCampaign: null,
  status: 'active',
  counts: { qrCodes: 2, links: 0, pages: 0, forms: 1 },
  scans: 0,
  items: {
    qrCodes: [
      { id: 'q1', name: 'Poster', url: 'https://scan.example/Q/7KX3P9QA' },
      { id: 'q2', name: 'Sticker', url: 'https://scan.example/Q/8KX3P9QA' },
    ],
    links: [],
    pages: [],
    forms: [{ id: 'f1', name: 'Visit', url: 'https://scan.example/f/f1' }],
  },
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
};

describe('the campaign form', () => {
  it('sends blanks as null and refuses an end before the start on the end field', () => {
    const blank = safeParse(createCampaignFormSchema, { ...emptyCampaignForm(), name: 'Sale', description: '  ' });
    expect(blank.data).toMatchObject({ name: 'Sale', description: null, startsAt: null, endsAt: null, qrIds: [] });
    const backwards = safeParse(createCampaignFormSchema, {
      ...emptyCampaignForm(),
      name: 'Sale',
      startsAt: '2026-12-31T10:00',
      endsAt: '2026-12-30T10:00',
    });
    expect(backwards.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['endsAt', 'range_end_before_start'],
    ]);
    const nameless = safeParse(createCampaignFormSchema, { ...emptyCampaignForm(), endsAt: 'invalid' });
    expect(nameless.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'required'],
      ['endsAt', 'invalid_date'],
    ]);
  });

  it('fills in a saved campaign and changes only what differs in meaning', () => {
    expect(campaignToForm(campaign)).toMatchObject({ name: 'Spring sale', description: '', qrIds: ['q1', 'q2'] });
    const same = campaignChanges(
      {
        name: 'Spring sale',
        description: null,
        startsAt: '2026-04-01T09:00:00+02:00',
        qrIds: ['q2', 'q1'],
        linkIds: [],
      },
      campaign,
    );
    expect(same).toEqual({});
    const changed = campaignChanges(
      { description: 'Posters', endsAt: '2026-04-30T20:00:00Z', qrIds: ['q1'], feedbackIds: ['f1'], pageIds: ['p1'] },
      campaign,
    );
    expect(changed).toEqual({ description: 'Posters', endsAt: '2026-04-30T20:00:00Z', qrIds: ['q1'], pageIds: ['p1'] });
  });

  it('marks the items the server refused and puts the issue on their picker', async () => {
    let refused: RefusedItems = {};
    const refusal = new ApiError(422, 'validation_failed', 'Some fields are not valid.', [
      { path: 'qrIds.1', code: 'not_found', message: 'not_found' },
      { path: 'feedbackIds.0', code: 'not_found', message: 'not_found' },
      { path: 'name', code: 'too_long', message: 'too_long' },
    ]);
    const saving = saveWithRefusedItems(
      { qrIds: ['q1', 'q9'], feedbackIds: ['f9'] },
      () => Promise.reject(refusal),
      (items) => (refused = items),
    );
    await expect(saving).rejects.toMatchObject({
      fields: [
        { path: 'qrIds', code: 'not_found' },
        { path: 'feedbackIds', code: 'not_found' },
        { path: 'name', code: 'too_long' },
      ],
    });
    expect(refused).toEqual({ qrIds: ['q9'], feedbackIds: ['f9'] });
  });
});
