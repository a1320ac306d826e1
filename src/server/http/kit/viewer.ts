import type { ApiKeyScope } from '../../../shared/api-keys.js';
import type { WorkspaceMembership } from '../../modules/workspaces/workspaces.repo.js';

/** How the caller proved who it is: a browser session, or an API key of the workspace. */
export type Credential = { kind: 'session'; sessionId: string } | { kind: 'apiKey'; keyId: string; scope: ApiKeyScope };

/**
 * Who is calling a `workspace` route: the workspace every query of the request is scoped to, and the user acting
 * (the signed-in user, or the user who created the API key; null when that account is gone).
 */
export interface Viewer {
  userId: string | null;
  workspace: WorkspaceMembership;
  credential: Credential;
}

/** Who is calling an `account` route: always a signed-in person in a browser session. */
export interface SessionViewer extends Viewer {
  userId: string;
  credential: { kind: 'session'; sessionId: string };
}
