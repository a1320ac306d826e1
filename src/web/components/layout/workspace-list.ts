import { useQuery } from '@tanstack/react-query';
import type { WorkspaceList } from '../../../shared/workspaces.js';
import { isOwnPersonal } from '../../session/use-can.js';
import { listWorkspaces } from '../../session/workspaces-api.js';

export type WorkspaceItem = WorkspaceList['items'][number];

export const workspacesQueryKey = ['workspaces'] as const;

/** The person's workspaces for the switcher; read when the frame opens, so the menu opens without a wait. */
export function useWorkspaces() {
  return useQuery({ queryKey: workspacesQueryKey, queryFn: listWorkspaces, staleTime: 30_000 });
}

/** The person's own workspace first, then the others in the server's order (by name). */
export function switcherOrder(items: readonly WorkspaceItem[]): WorkspaceItem[] {
  return [...items.filter(isOwnPersonal), ...items.filter((item) => !isOwnPersonal(item))];
}
