import {
  createWorkspaceSchema,
  deleteWorkspaceSchema,
  renameWorkspaceSchema,
  switchWorkspaceSchema,
  workspaceListSchema,
  workspaceSummarySchema,
  type WorkspaceSummary,
} from '../../../shared/workspaces.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/kit/route.js';
import {
  createWorkspace,
  deleteWorkspace,
  listWorkspaces,
  renameWorkspace,
  summaryOf,
  switchWorkspace,
} from './workspaces.service.js';

const TAG = 'Workspaces';
const EXAMPLE: WorkspaceSummary = {
  id: '0196f3c4-7777-7c1d-9b2a-4f6e8d0c1a2b',
  name: 'Harbour Bistro',
  role: 'owner',
  personal: false,
};
// Making workspaces is limited per address: a stolen session must not make them by the thousand.
const CREATE_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * The workspaces a person belongs to and the one their session works in (`/api/workspaces`), and the current
 * workspace itself (`/api/workspace`): its name, and its deletion with everything in it.
 */
export function workspaceRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/workspaces',
      access: 'account',
      permission: 'account',
      operationId: 'listWorkspaces',
      summary: 'The workspaces you belong to, with your role in each',
      description: 'Your personal workspace first, then the others by name.',
      tag: TAG,
      response: { status: 200, description: 'Your workspaces.', schema: workspaceListSchema },
      example: { response: { items: [{ ...EXAMPLE, members: 4 }] } },
      handler: ({ viewer }) => listWorkspaces(ctx, viewer),
    }),
    route({
      method: 'POST',
      url: '/api/workspaces',
      access: 'account',
      permission: 'account',
      operationId: 'createWorkspace',
      summary: 'Create a shared workspace',
      description: 'You are its owner, and this session works in it from now on.',
      tag: TAG,
      body: createWorkspaceSchema,
      rateLimit: CREATE_LIMIT,
      response: { status: 201, description: 'The new workspace.', schema: workspaceSummarySchema },
      example: { body: { name: EXAMPLE.name }, response: EXAMPLE },
      handler: ({ viewer, body }) => createWorkspace(ctx, viewer, body),
    }),
    route({
      method: 'PUT',
      url: '/api/workspaces/current',
      access: 'account',
      permission: 'account',
      operationId: 'switchWorkspace',
      summary: 'Work in another of your workspaces',
      description: "This browser session's requests are scoped to it from the next one on (API keys keep their own).",
      tag: TAG,
      body: switchWorkspaceSchema,
      response: { status: 200, description: 'The workspace now current.', schema: workspaceSummarySchema },
      example: { body: { workspaceId: EXAMPLE.id }, response: EXAMPLE },
      handler: ({ viewer, body }) => switchWorkspace(ctx, viewer, body.workspaceId),
    }),
    route({
      method: 'GET',
      url: '/api/workspace',
      permission: 'view',
      operationId: 'getWorkspace',
      summary: 'The current workspace, with your role in it',
      tag: TAG,
      response: { status: 200, description: 'The workspace.', schema: workspaceSummarySchema },
      example: { response: EXAMPLE },
      handler: async ({ viewer }) => summaryOf(viewer.workspace),
    }),
    route({
      method: 'PATCH',
      url: '/api/workspace',
      access: 'account',
      permission: 'manage_workspace',
      operationId: 'renameWorkspace',
      summary: 'Rename the current workspace',
      tag: TAG,
      body: renameWorkspaceSchema,
      response: { status: 200, description: 'The workspace as saved.', schema: workspaceSummarySchema },
      example: { body: { name: EXAMPLE.name }, response: EXAMPLE },
      handler: ({ viewer, body }) => renameWorkspace(ctx, viewer, body.name),
    }),
    route({
      method: 'DELETE',
      url: '/api/workspace',
      access: 'account',
      permission: 'delete_workspace',
      operationId: 'deleteWorkspace',
      summary: 'Delete the current workspace with everything in it',
      description:
        'Its links, codes, pages, forms, statistics, members and keys: its short links stop at once. Send its name ' +
        'as `confirmName`. A personal workspace goes only with its account (409).',
      tag: TAG,
      body: deleteWorkspaceSchema,
      errors: [409],
      response: { status: 204, description: 'Deleted.' },
      example: { body: { confirmName: EXAMPLE.name } },
      handler: ({ viewer, body }) => deleteWorkspace(ctx, viewer, body),
    }),
  ];
}
