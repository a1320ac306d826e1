import { auditPageSchema, auditQuerySchema, type AuditEntry } from '../../../shared/audit.js';
import type { AppContext } from '../../app-context.js';
import { newEvent } from '../../events/new-event.js';
import { route } from '../../http/kit/route.js';
import { AUDIT_CSV_HEADER, auditCsvStream, listAuditEntries } from './audit.service.js';

const TAG = 'Audit log';
const EXAMPLE: AuditEntry = {
  id: '0196f3c4-aaaa-7c1d-9b2a-4f6e8d0c1a2b',
  occurredAt: '2026-03-02T18:21:07.412Z',
  actor: {
    kind: 'person',
    id: '0196f3c4-8888-7c1d-9b2a-4f6e8d0c1a2b',
    name: 'Deniz Kaya',
    userId: '0196f3c4-8888-7c1d-9b2a-4f6e8d0c1a2b',
  },
  action: 'link.updated',
  subject: { type: 'link', id: '0196f3c4-8a5e-7c1d-9b2a-4f6e8d0c1a2b', name: 'Spring menu' },
  details: { changed: ['url'] },
  country: 'TR',
  device: 'Firefox · Ubuntu',
};

/** The workspace's audit log, for its admins and owners: a page at a time, or whole as CSV. */
export function auditRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/audit',
      permission: 'read_audit',
      operationId: 'listAuditEntries',
      summary: "The workspace's audit log, newest first",
      description:
        'Every change of content, members, roles, invitations, API keys and the workspace, every export and sign-in: ' +
        'who, what, which object, when, from which country and device. Kept for a year.',
      tag: TAG,
      query: auditQuerySchema,
      response: { status: 200, description: 'A page of entries.', schema: auditPageSchema },
      example: { query: { subjectType: 'link', limit: 50 }, response: { items: [EXAMPLE], nextCursor: null } },
      handler: ({ viewer, query }) => listAuditEntries(ctx, viewer, query),
    }),
    route({
      method: 'GET',
      url: '/api/audit.csv',
      permission: 'read_audit',
      operationId: 'exportAuditEntries',
      summary: 'The audit log as CSV, with the same filters',
      description: 'One entry per line, newest first. The export is itself an entry of the log.',
      tag: TAG,
      query: auditQuerySchema,
      response: { status: 200, description: 'A CSV download.', contentType: 'text/csv' },
      example: {
        response: `${AUDIT_CSV_HEADER}\n2026-03-02T18:21:07.412Z,person,${EXAMPLE.actor.id},Deniz Kaya,link.updated,link,${EXAMPLE.subject.id},Spring menu,"{""changed"":[""url""]}",TR,Firefox · Ubuntu\n`,
      },
      handler: async ({ viewer, query, reply }) => {
        await ctx.events.publishAlone(
          newEvent('export.downloaded', viewer, { kind: 'audit', subjectType: null, subjectId: null }),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .send(auditCsvStream(ctx, viewer, query));
      },
    }),
  ];
}
