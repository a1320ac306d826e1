import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Me } from '../../shared/account.js';
import type { Role, WorkspaceSummary } from '../../shared/workspaces.js';
import { ApiError, setPageWorkspace } from '../api/client.js';
import { fetchMe } from './auth-api.js';
import { meQueryKey } from './session.js';

/**
 * Why the session now works in another workspace, said once on the home screen: chosen in the switcher, just
 * created, joined through an invitation, left, or deleted (`name` is the workspace the change was about).
 */
export interface WorkspaceChange {
  kind: 'switched' | 'created' | 'joined' | 'left' | 'deleted';
  name: string;
  role?: Role;
}

const CHANNEL = 'scanlink-workspace';
// The name of the workspace another tab switched to, kept across this tab's reload to say why it reloaded.
const ELSEWHERE_KEY = 'scanlink.workspace-elsewhere';

interface WorkspaceMessage {
  type: 'workspace';
  /** The tab that switched: a channel also delivers to the other listeners of the sending tab, which ignore it. */
  tab: string;
  id: string;
  name: string;
}

const THIS_TAB = Math.random().toString(36).slice(2);
let sender: BroadcastChannel | null = null;

/** Tells this browser's other tabs that the session works in `workspace` now (they reload; see below). */
function announce(workspace: Pick<WorkspaceSummary, 'id' | 'name'>): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(CHANNEL);
  const message: WorkspaceMessage = { type: 'workspace', tab: THIS_TAB, id: workspace.id, name: workspace.name };
  sender.postMessage(message);
}

/**
 * After the server moved this browser session to another workspace (a switch, a new workspace, an accepted
 * invitation, leaving or deleting the current one): reads the session again, forgets every cached answer of the
 * workspace before (nothing of it may show under the new one's name), tells the other tabs, and goes home, where
 * `change` is said.
 */
export function useEnterWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (change: WorkspaceChange): Promise<void> => {
    const me = await fetchMe();
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, me);
    if (me) announce(me.workspace);
    navigate('/', { state: { workspaceChange: change } });
  };
}

/**
 * The session's workspace is shared by every tab of the browser: when another tab switches, this one would go on
 * showing (and saving into) the workspace before under its name. It reloads to the home screen instead, which says
 * why.
 */
export function useFollowOtherTabs(currentWorkspaceId: string): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<Partial<WorkspaceMessage> | null>) => {
      const message = event.data;
      if (message?.type !== 'workspace' || message.tab === THIS_TAB) return;
      if (!message.id || message.id === currentWorkspaceId) return;
      try {
        sessionStorage.setItem(ELSEWHERE_KEY, message.name ?? '');
      } catch {
        // Storage refused (a private window's quota): the reload still happens, without its explanation.
      }
      // What this tab's last screen said (its own switch, kept in the history entry) is no longer news.
      history.replaceState(null, '');
      window.location.assign('/');
    };
    return () => channel.close();
  }, [currentWorkspaceId]);
}

/** What the navigation to the home screen says about a change of workspace, if it was one. */
export function useWorkspaceChange(): WorkspaceChange | null {
  const change = (useLocation().state as { workspaceChange?: WorkspaceChange } | null)?.workspaceChange;
  return change && typeof change.name === 'string' ? change : null;
}

/** The workspace another tab switched to before this one reloaded, if that is why it did. */
export function readSwitchedElsewhere(): string | null {
  try {
    return sessionStorage.getItem(ELSEWHERE_KEY);
  } catch {
    return null;
  }
}

/** Said once: the next reload is this tab's own. */
export function forgetSwitchedElsewhere(): void {
  try {
    sessionStorage.removeItem(ELSEWHERE_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Keeps the cache to one workspace when the session moves without this tab asking: an admin removed the person (the
 * server then answers in their personal workspace) or changed their role. Whenever the session's answer names
 * another workspace than the cached answers were read in, they are dropped (the frame, keyed by the workspace, reads
 * them anew); a refusal for the role has the session read again, so the screens show what the role now allows.
 */
export function keepCacheToWorkspace(queryClient: QueryClient): void {
  let workspaceId: string | undefined;
  const meHash = JSON.stringify(meQueryKey);
  queryClient.getQueryCache().subscribe((event) => {
    // The session itself, not the account's other answers under ['me', …] (its signed-in browsers).
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== meHash) return;
    const now = (event.query.state.data as Me | null | undefined)?.workspace?.id;
    // The account's own answers (['me', …]) stay: they belong to the person, not to a workspace.
    if (workspaceId && now && now !== workspaceId) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    }
    workspaceId = now ?? workspaceId;
    setPageWorkspace(workspaceId ?? null);
  });
}

/**
 * Whether a failure says the session is not what the page thinks: the role was refused (it may have changed since
 * the session was read), or the session works in another workspace now. Either way the session is read again.
 */
export function isRoleRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    (error.status === 403 && error.code === 'forbidden') || (error.status === 409 && error.code === 'workspace_changed')
  );
}
