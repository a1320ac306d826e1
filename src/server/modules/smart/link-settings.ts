import { sql } from 'kysely';
import { linkSettingsSchema, type LinkSettings } from '../../../shared/smart-links.js';
import type { AppContext } from '../../app-context.js';
import { newEvent } from '../../events/new-event.js';
import { AppError } from '../../http/errors.js';
import { route } from '../../http/kit/route.js';
import type { Viewer } from '../../http/kit/viewer.js';
import * as repo from './smart.repo.js';

type Deps = Pick<AppContext, 'database' | 'events'>;
const TAG = 'Workspaces';

export async function getLinkSettings(deps: Pick<Deps, 'database'>, workspaceId: string): Promise<LinkSettings> {
  return { linkCodesIgnoreCase: await repo.linkCodesIgnoreCase(deps.database.db, workspaceId) };
}

/**
 * Turns case-insensitive link codes on or off. Turning them on is refused (409 `hash_taken`, the codes in `details`)
 * while a code of the workspace differs only by case from another link's: one of them would stop answering.
 */
export async function setLinkSettings(deps: Deps, viewer: Viewer, input: LinkSettings): Promise<LinkSettings> {
  const workspaceId = viewer.workspace.id;
  await deps.events.change(async ({ trx, publish }) => {
    if (input.linkCodesIgnoreCase) {
      const clashes = await sql<{ hash: string }>`
        with codes as (
          select hash, link_id, workspace_id from link_alias
          union all select hash, id as link_id, workspace_id from link
        )
        select mine.hash from codes mine join codes other
          on lower(other.hash) = lower(mine.hash) and other.link_id <> mine.link_id
        where mine.workspace_id = ${workspaceId}
        limit 20`.execute(trx);
      if (clashes.rows.length > 0) {
        const codes = [...new Set(clashes.rows.map((row) => row.hash))];
        throw new AppError(409, 'hash_taken', `Codes that differ only by case: ${codes.join(', ')}.`, {
          codes,
        });
      }
    }
    await repo.setLinkCodesIgnoreCase(trx, workspaceId, input.linkCodesIgnoreCase);
    publish(newEvent('workspace.link_settings_changed', viewer, { id: workspaceId, ...input }));
  });
  return input;
}

/** `GET|PUT /api/workspace/link-settings`. */
export function linkSettingsRoutes(ctx: AppContext) {
  return [
    route({
      method: 'GET',
      url: '/api/workspace/link-settings',
      permission: 'view',
      operationId: 'getLinkSettings',
      summary: "How the workspace's link codes are matched",
      tag: TAG,
      response: { status: 200, description: 'The settings.', schema: linkSettingsSchema },
      example: { response: { linkCodesIgnoreCase: false } },
      handler: ({ viewer }) => getLinkSettings(ctx, viewer.workspace.id),
    }),
    route({
      method: 'PUT',
      url: '/api/workspace/link-settings',
      permission: 'manage_workspace',
      operationId: 'setLinkSettings',
      summary: "Change how the workspace's link codes are matched",
      description:
        'With `linkCodesIgnoreCase`, `/r/SPRING-menu` opens the link `spring-menu`. Refused (409 `hash_taken`, the ' +
        'codes in `details.codes`) while two codes would then be the same.',
      tag: TAG,
      body: linkSettingsSchema,
      response: { status: 200, description: 'The settings as saved.', schema: linkSettingsSchema },
      errors: [409],
      example: { body: { linkCodesIgnoreCase: true }, response: { linkCodesIgnoreCase: true } },
      handler: ({ viewer, body }) => setLinkSettings(ctx, viewer, body),
    }),
  ];
}
