import type { DatabaseHandle } from '../../../db/database.js';
import type { EventFlow } from '../../../events/event-flow.js';
import { forgetQrCode, forgetSubject } from './subject-figures.js';

/**
 * A deleted subject's rollups go (and a QR code's scans that went through no link), after the deletion and on one
 * node, through the outbox: a crash between the two cannot leave them behind, and a repeat finds nothing to delete.
 */
export function forgetStatisticsOfDeleted(events: EventFlow, database: DatabaseHandle): void {
  events.subscribeDurable(
    'statistics.forget-deleted',
    ['link.deleted', 'qr_code.deleted', 'campaign.deleted', 'location.deleted'],
    async (event) => {
      const { id } = event.data;
      if (event.type === 'qr_code.deleted') await forgetQrCode(database, id);
      else if (event.type === 'link.deleted') await forgetSubject(database, { kind: 'link', id });
      else if (event.type === 'campaign.deleted') await forgetSubject(database, { kind: 'campaign', id });
      else await forgetSubject(database, { kind: 'location', id });
    },
  );
}
