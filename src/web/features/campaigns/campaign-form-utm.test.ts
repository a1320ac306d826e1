import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { CampaignDetail } from '../../../shared/campaigns.js';
import {
  campaignChanges,
  campaignToForm,
  createCampaignFormSchema,
  emptyCampaignForm,
  updateCampaignFormSchema,
} from './campaign-form-schema.js';

const campaign = {
  id: 'c1',
  name: 'Spring sale',
  description: null,
  startsAt: null,
  endsAt: null,
  utmCampaign: 'spring_sale',
  status: 'active',
  counts: { qrCodes: 0, links: 0, pages: 0, forms: 0 },
  scans: 0,
  items: { qrCodes: [], links: [], pages: [], forms: [] },
  createdAt: '2026-03-01T09:30:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
} satisfies CampaignDetail;

describe('the campaign form’s utm_campaign', () => {
  it('is sent trimmed, and a blank one as none', () => {
    const set = safeParse(createCampaignFormSchema, { ...emptyCampaignForm(), name: 'Sale', utmCampaign: ' spring ' });
    expect(set.data?.utmCampaign).toBe('spring');
    const blank = safeParse(createCampaignFormSchema, { ...emptyCampaignForm(), name: 'Sale', utmCampaign: '  ' });
    expect(blank.data?.utmCampaign).toBeNull();
  });

  it('fills in the saved value and changes only when it differs', () => {
    const form = campaignToForm(campaign);
    expect(form.utmCampaign).toBe('spring_sale');
    const same = safeParse(updateCampaignFormSchema, form);
    expect(same.data && campaignChanges(same.data, campaign)).toEqual({});
    const cleared = safeParse(updateCampaignFormSchema, { ...form, utmCampaign: '' });
    expect(cleared.data && campaignChanges(cleared.data, campaign)).toEqual({ utmCampaign: null });
  });
});
