import { describe, expect, it } from 'vitest';
import { attemptErrorKey, eventTypeKey, prettyBody, previousSecretSigns, webhookStatus } from './webhook-status.js';

describe('webhook status', () => {
  it('tells receiving, switched off, gone and failing apart', () => {
    expect(webhookStatus({ enabled: true, disabledReason: null })).toBe('active');
    expect(webhookStatus({ enabled: false, disabledReason: null })).toBe('off');
    expect(webhookStatus({ enabled: false, disabledReason: 'gone' })).toBe('gone');
    expect(webhookStatus({ enabled: false, disabledReason: 'failing' })).toBe('failing');
  });

  it('keys event types without dots, and delivery errors by their code', () => {
    expect(eventTypeKey('qr_code.created')).toBe('webhooks.events.qr_code_created');
    expect(eventTypeKey('webhook.test')).toBe('webhooks.events.webhook_test');
    expect(attemptErrorKey('connection_refused')).toBe('webhooks.attempt_errors.connection_refused');
  });

  it('indents a JSON body and leaves anything else as it came', () => {
    expect(prettyBody('{"type":"link.clicked","data":{"id":1}}')).toBe(
      '{\n  "type": "link.clicked",\n  "data": {\n    "id": 1\n  }\n}',
    );
    expect(prettyBody('not json {')).toBe('not json {');
    expect(prettyBody('')).toBe('');
  });

  it('knows whether the previous secret still signs', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(previousSecretSigns({ previousSecretUntil: null }, now)).toBe(false);
    expect(previousSecretSigns({ previousSecretUntil: '2026-03-02T12:00:00Z' }, now)).toBe(true);
    expect(previousSecretSigns({ previousSecretUntil: '2026-03-01T11:59:59Z' }, now)).toBe(false);
  });
});
