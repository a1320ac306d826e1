import type { AppContext } from '../../../app-context.js';
import { workspaceCreatedAt } from '../../workspaces/index.js';
import { subjectStatsRoutes } from './subject-routes.js';

/** Statistics of the whole workspace; links, QR codes, campaigns and locations declare theirs with their routes. */
export function statsRoutes(ctx: AppContext) {
  return [
    ...subjectStatsRoutes(ctx, {
      base: '/api',
      name: 'Workspace',
      noun: 'the whole workspace (every link and QR code in it)',
      resolve: async (viewer) => ({
        subject: { kind: 'workspace', id: viewer.workspace.id },
        createdAt: await workspaceCreatedAt(ctx.database.db, viewer.workspace.id),
        fileName: 'workspace',
      }),
    }),
  ];
}
