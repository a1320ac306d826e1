import type { FieldIssue } from '../../../shared/errors.js';
import type { SmartDestination } from '../../../shared/smart-links.js';
import type { AppContext } from '../../app-context.js';
import type { Viewer } from '../../http/kit/viewer.js';
import type { RedirectTarget } from '../redirect/index.js';
import { readSmart, smartAddressIssues, type SmartInput } from '../smart/index.js';
import { tagIssues } from '../tags/index.js';

/** What a dynamic code adds to its target's redirect of its own (docs/smart-links.md). */
export interface CodeSettings {
  id: string;
  smart: unknown;
  password_hash: string | null;
  campaign_id: string | null;
  utm_campaign: string | null;
}

/**
 * A code's redirect: its target's (a link's with the link's rules, split and password), with the code's own rules
 * first, its own split instead of the link's, its own password instead of the link's, and its campaign's
 * `utm_campaign` when it has a campaign.
 */
export function withCodeSettings(target: RedirectTarget, code: CodeSettings): RedirectTarget {
  if (target.inactive) return target;
  return {
    ...target,
    smart: combined(readSmart(code.smart), target.smart),
    lock: code.password_hash ? { owner: `qr_code:${code.id}`, passwordHash: code.password_hash } : target.lock,
    utmCampaign: code.campaign_id ? code.utm_campaign : target.utmCampaign,
  };
}

function combined(own: SmartDestination | null, link: SmartDestination | null): SmartDestination | null {
  if (!own) return link;
  if (!link) return own;
  return { rules: [...own.rules, ...link.rules], split: own.split.length >= 2 ? own.split : link.split };
}

/** What a code's create or edit says of its rules, split, password and tags. */
export interface CodeExtrasInput extends SmartInput {
  password?: string | null;
  tagIds?: string[];
}

/**
 * What the schema cannot refuse of a code's rules, split, password and tags: addresses that loop back to this server,
 * another workspace's tags, and (on an edit, where the class is the stored one) any of them on a static code.
 */
export async function codeExtrasIssues(
  deps: Pick<AppContext, 'database' | 'config'>,
  viewer: Viewer,
  input: CodeExtrasInput,
  qrClass: 'dynamic' | 'static',
): Promise<FieldIssue[]> {
  const issues = [
    ...smartAddressIssues(deps.config, input),
    ...(await tagIssues(deps.database.db, viewer.workspace.id, input.tagIds)),
  ];
  if (qrClass === 'static') {
    for (const field of ['rules', 'split', 'password'] as const) {
      const value = input[field];
      if (Array.isArray(value) ? value.length > 0 : Boolean(value)) {
        issues.push({ path: field, code: 'not_allowed', message: 'not_allowed' });
      }
    }
  }
  return issues;
}

/** The `route` owner of a code's rules and variants. */
export const codeOwner = (viewer: Viewer, id: string, before: SmartDestination | null) =>
  ({ workspaceId: viewer.workspace.id, owner: `qr_code:${id}`, before }) as const;
