import { expect } from 'vitest';
import type { CampaignDetail } from '../../shared/campaigns.js';
import type { BuiltWorkspace } from './builders.js';

/** A campaign made through the API (201 expected), as its detail answer. */
export async function createCampaign(owner: BuiltWorkspace, body: Record<string, unknown>): Promise<CampaignDetail> {
  const response = await owner.client.post<CampaignDetail>('/api/campaigns', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

export const getCampaign = async (owner: BuiltWorkspace, id: string) =>
  (await owner.client.get<CampaignDetail>(`/api/campaigns/${id}`)).body;
