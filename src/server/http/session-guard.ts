import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { ensurePersonalWorkspace } from '../modules/workspaces/workspaces.service.js';
import type { WorkspaceMembership } from '../modules/workspaces/workspaces.repo.js';
import { httpErrors } from './errors.js';

/** Who is calling: the signed-in user and the workspace every query of this request is scoped to. */
export interface Viewer {
  userId: string;
  sessionId: string;
  workspace: WorkspaceMembership;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: Viewer;
  }
}

/** A preHandler for protected routes: 401 without a valid session, else sets `request.viewer`. */
export function sessionGuard(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const session = await ctx.auth.api.getSession({ headers });
    if (!session) throw httpErrors.unauthorized();
    const workspace = await ensurePersonalWorkspace(ctx.database.db, session.user.id, session.user.name);
    request.viewer = { userId: session.user.id, sessionId: session.session.id, workspace };
  };
}

/** The viewer of a request that passed the guard. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw httpErrors.unauthorized();
  return request.viewer;
}
