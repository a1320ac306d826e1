import { billingSchema, updateBillingSchema, type Billing } from '../../../shared/billing.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import { getBilling, updateBilling } from './billing.service.js';

const TAG = 'Billing';
const EXAMPLE: Billing = {
  company: 'Kahve Durağı Ltd.',
  address: 'Moda Caddesi 12',
  city: 'İstanbul',
  country: 'TR',
  region: 'Kadıköy',
  postalCode: '34710',
  phone: '+90 216 555 01 23',
  plan: 'express',
  trialEndsAt: '2026-03-16T09:30:00.000Z',
  trialDaysLeft: 9,
  paymentMethod: null,
};

/**
 * The workspace's billing section (docs/product.md, Settings): browser sessions only, like the rest of the settings.
 */
export function billingRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/billing',
      access: 'account',
      permission: 'view',
      operationId: 'getBilling',
      summary: "The workspace's company details, plan and trial",
      tag: TAG,
      response: { status: 200, description: 'The billing section.', schema: billingSchema },
      example: { response: EXAMPLE },
      handler: ({ viewer }) => getBilling(ctx, viewer),
    }),
    route({
      method: 'PATCH',
      url: '/api/billing',
      access: 'account',
      permission: 'manage_billing',
      operationId: 'updateBilling',
      summary: 'Change the company details or the plan',
      description: 'Send only what changes; `null` or an empty string clears a field.',
      tag: TAG,
      body: updateBillingSchema,
      response: { status: 200, description: 'The billing section as saved.', schema: billingSchema },
      example: { body: { company: 'Kahve Durağı Ltd.', plan: 'express' }, response: EXAMPLE },
      handler: ({ viewer, body }) => updateBilling(ctx, viewer, body),
    }),
  ];
}
