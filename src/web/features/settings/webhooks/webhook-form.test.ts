import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';
import { toFieldIssue } from '../../../../shared/field-issues.js';
import type { Webhook } from '../../../../shared/webhooks.js';
import {
  createWebhookFormSchema,
  NEW_WEBHOOK,
  rotateSecretFormSchema,
  webhookChanges,
  webhookToForm,
} from './webhook-form.js';

const saved: Webhook = {
  id: 'w1',
  url: 'https://crm.example.com/hooks',
  description: 'CRM sync',
  eventTypes: ['link.created', 'link.deleted'],
  enabled: true,
  disabledReason: null,
  secretPrefix: 'whsec_abcd',
  previousSecretUntil: null,
  failuresInARow: 0,
  lastDeliveryAt: null,
  lastSuccessAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
};

// The first issue of each field, the one the form shows (as its resolver does).
const issuesOf = (schema: Parameters<typeof safeParse>[0], value: unknown) => {
  const result = safeParse(schema, value);
  const issues = result.success ? [] : result.error.issues.map((issue) => toFieldIssue(issue));
  return issues
    .filter((issue, index) => issues.findIndex((other) => other.path === issue.path) === index)
    .map(({ path, code }) => ({ path, code }));
};

describe('the endpoint form', () => {
  it('sends only what changed, the event types as a set', () => {
    expect(webhookChanges(webhookToForm(saved), saved)).toEqual({});
    expect(webhookChanges({ ...webhookToForm(saved), eventTypes: ['link.deleted', 'link.created'] }, saved)).toEqual(
      {},
    );
    expect(webhookChanges({ ...webhookToForm(saved), description: 'Billing', enabled: false }, saved)).toEqual({
      description: 'Billing',
      enabled: false,
    });
    expect(webhookChanges({ ...webhookToForm(saved), eventTypes: ['qr.scanned'] }, saved)).toEqual({
      eventTypes: ['qr.scanned'],
    });
  });

  it('refuses, on their fields, what the server would refuse by form alone', () => {
    expect(issuesOf(createWebhookFormSchema, NEW_WEBHOOK)).toEqual([
      { path: 'url', code: 'required' },
      { path: 'eventTypes', code: 'required' },
    ]);
    expect(
      issuesOf(createWebhookFormSchema, {
        ...NEW_WEBHOOK,
        url: 'https://me:pw@example.com',
        eventTypes: ['qr.scanned'],
      }),
    ).toEqual([{ path: 'url', code: 'url_with_credentials' }]);
  });
});

describe('the rotation form', () => {
  it('asks for a generated secret when left empty, and checks one of the person’s own', () => {
    expect(safeParse(rotateSecretFormSchema, { secret: '  ' })).toMatchObject({ success: true, data: {} });
    const own = `whsec_${'A'.repeat(32)}`;
    expect(safeParse(rotateSecretFormSchema, { secret: own })).toMatchObject({ success: true, data: { secret: own } });
    expect(issuesOf(rotateSecretFormSchema, { secret: 'not-a-secret' })).toEqual([
      { path: 'secret', code: 'invalid_webhook_secret' },
    ]);
  });
});
