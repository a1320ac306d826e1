// The audit module's face: the log written in every change's transaction, its routes, its daily retention.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { auditRecorder } from './audit-recorder.js';
import { scheduleAuditRetention } from './audit-retention.js';

export { auditRoutes } from './audit.routes.js';

/** Starts the log: every change's events are written to it in their own transaction, and a year is kept. */
export function registerAudit(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info'>): void {
  ctx.events.recordInTransaction(auditRecorder());
  scheduleAuditRetention(ctx, log);
}
