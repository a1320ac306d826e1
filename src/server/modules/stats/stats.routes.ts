import type { AppContext } from '../../app-context.js';
import { getLinkOrThrow } from '../links/links.service.js';
import { workspaceCreatedAt } from '../workspaces/workspaces.service.js';
import { subjectStatsRoutes } from './subject-routes.js';

/** Statistics of the whole workspace and of a link; QR codes, campaigns and locations declare theirs. */
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
    ...subjectStatsRoutes(ctx, {
      base: '/api/links/:id',
      name: 'Link',
      noun: 'a link',
      resolve: async (viewer, id) => {
        const link = await getLinkOrThrow(ctx, viewer, id);
        return { subject: { kind: 'link', id: link.id }, createdAt: Date.parse(link.createdAt), fileName: link.hash };
      },
    }),
  ];
}
