import type { Role } from '../../../shared/workspaces.js';
import type { WorkspaceMembership } from '../../modules/workspaces/index.js';

/** How the caller proved who it is: a browser session, or an API key of the workspace. */
export type Credential = { kind: 'session'; sessionId: string } | { kind: 'apiKey'; keyId: string; role: Role };

/**
 * Who is calling a `workspace` route: the workspace every query of the request is scoped to, with the role the
 * caller acts with in it (a key's: its own, at most its creator's), and the user acting (the signed-in user, or the
 * user who created the API key).
 */
export interface Viewer {
  userId: string | null;
  /** Where the request came from, as the audit log keeps it: a country and a device, never the address. */
  client: ClientFacts;
  workspace: WorkspaceMembership;
  credential: Credential;
}

/** Who is calling an `account` route: always a signed-in person in a browser session. */
export interface SessionViewer extends Viewer {
  userId: string;
  credential: { kind: 'session'; sessionId: string };
}

export interface ClientFacts {
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
  /** The browser and operating system (`Firefox · Ubuntu`), or the agent's product name; null when unknown. */
  device: string | null;
}
