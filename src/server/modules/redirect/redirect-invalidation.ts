import type { AnyDomainEvent } from '../../events/catalogue.js';
import type { EventFlow } from '../../events/event-flow.js';
import type { RedirectCache, StaleRedirects } from './redirect-cache.js';
import { qrCodeKey } from './redirect-target.js';

/** The changes that can alter where a code leads or what its clicks count for. */
const TYPES = [
  'link.created',
  'link.updated',
  'link.deleted',
  'qr_code.created',
  'qr_code.updated',
  'qr_code.deleted',
  'campaign.created',
  'campaign.updated',
  'campaign.deleted',
  'location.deleted',
  'page.deleted',
  'form.deleted',
  'workspace.deleted',
  'workspace.link_settings_changed',
] as const;

type RedirectEvent = Extract<AnyDomainEvent, { type: (typeof TYPES)[number] }>;

/**
 * The one place that turns changes into redirect cache invalidations, on every node: the services only publish what
 * changed. A new code (or a freed one) may have a cached "not found" under its own key; everything else is found
 * by the subjects its cached answers were read from (redirect-target.ts, subjectsOf).
 */
export function invalidateRedirectsOnChange(events: EventFlow, cache: RedirectCache): void {
  events.onEvent(TYPES, (event) => cache.drop(staleRedirectsOf(event)));
}

export function staleRedirectsOf(event: RedirectEvent): StaleRedirects {
  switch (event.type) {
    case 'link.created':
    case 'link.updated':
    case 'link.deleted':
      return { keys: event.data.hashes, subjects: new Set([event.subject]) };
    case 'qr_code.created':
    case 'qr_code.updated':
    case 'qr_code.deleted':
      return { keys: event.data.code ? [qrCodeKey(event.data.code)] : [], subjects: new Set([event.subject]) };
    case 'campaign.created':
    case 'campaign.updated': {
      // Items that joined or left count for another campaign from their next click on.
      const { linkIds, qrCodeIds, pageIds, formIds } = event.data.joined;
      return {
        keys: [],
        subjects: new Set([
          event.subject,
          ...linkIds.map((id) => `link:${id}`),
          ...qrCodeIds.map((id) => `qr_code:${id}`),
          ...pageIds.map((id) => `page:${id}`),
          ...formIds.map((id) => `form:${id}`),
        ]),
      };
    }
    case 'workspace.link_settings_changed':
      // Codes typed in another case than their link's were "not found" before, or are from now on.
      return { keys: [], subjects: new Set([event.subject]), missing: true };
    default:
      return { keys: [], subjects: new Set([event.subject]) };
  }
}
