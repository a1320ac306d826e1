import { isLocale, type Locale } from '../../../shared/locales.js';
import {
  INVITATION_DAYS,
  roleAtLeast,
  type CreateInvitationInput,
  type Invitation,
  type InvitationPreview,
  type SentInvitation,
} from '../../../shared/workspaces.js';
import type { AppContext } from '../../app-context.js';
import { msToIso } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { newEvent } from '../../events/new-event.js';
import type { ChangeScope } from '../../events/event-flow.js';
import { AppError, httpErrors } from '../../http/errors.js';
import type { SessionViewer, Viewer } from '../../http/kit/viewer.js';
import { hashLinkToken, newLinkToken } from '../../http/link-token.js';
import { queueMail } from '../mail/index.js';
import {
  deleteInvitation,
  findInvitation,
  findInvitationByTokenHash,
  findPendingInvitations,
  renewInvitation,
  upsertInvitation,
  type InvitationRow,
} from './invitations.repo.js';
import { findPerson, insertMember, isMemberAddress } from './members.repo.js';
import { memberErrors } from './members.service.js';
import { summaryOf } from './workspaces.service.js';
import { findMembership, setSessionWorkspace } from './workspaces.repo.js';

type Deps = Pick<AppContext, 'config' | 'database' | 'events' | 'mail'>;
const VALID_MS = INVITATION_DAYS * 24 * 3_600_000;

export const invitationErrors = {
  alreadyMember: () =>
    new AppError(422, 'validation_failed', 'This address already belongs to a member of the workspace.', {
      fields: [{ path: 'email', code: 'already_member', message: 'Already a member of this workspace.' }],
    }),
  linkInvalid: () =>
    new AppError(410, 'link_invalid', 'This invitation has been used, revoked or has expired. Ask for a new one.'),
  otherAddress: (email: string) =>
    new AppError(
      403,
      'invitation_other_address',
      `This invitation is for ${email}: sign in with that address to accept it.`,
      { email },
    ),
};

/** The page that accepts an invitation: the token in the fragment, which no server and no Referer ever sees. */
export const invitationPagePath = (token: string) => `/invitation#${token}`;

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: msToIso(row.createdAt),
    expiresAt: msToIso(row.expiresAt),
  };
}

export async function listInvitations(deps: Deps, viewer: Viewer) {
  const rows = await findPendingInvitations(deps.database.db, viewer.workspace.id, Date.now());
  return { items: rows.map(toInvitation) };
}

/**
 * Invites an address with a role, at most the inviter's own (only an owner invites owners): the link is mailed in
 * the same change when mail is set up, and answered either way, to copy. Inviting an address again renews its
 * invitation (a new link; the old one stops working).
 */
export async function createInvitation(
  deps: Deps,
  viewer: SessionViewer,
  input: CreateInvitationInput,
): Promise<SentInvitation> {
  if (!roleAtLeast(viewer.workspace.role, input.role)) throw memberErrors.roleTooHigh('role');
  if (input.role === 'owner' && viewer.workspace.personal) throw memberErrors.personalOwner();
  const { token, hash } = newLinkToken();
  const now = Date.now();
  return deps.events.change(async (scope) => {
    if (await isMemberAddress(scope.trx, viewer.workspace.id, input.email)) throw invitationErrors.alreadyMember();
    const id = await upsertInvitation(scope.trx, {
      id: newId(),
      workspace_id: viewer.workspace.id,
      email: input.email,
      role: input.role,
      token_hash: hash,
      invited_by: viewer.userId,
      created_at: now,
      expires_at: now + VALID_MS,
    });
    return sent(deps, scope, viewer, id, token, false);
  });
}

/** Sends an invitation again with a new link and seven more days. */
export async function resendInvitation(deps: Deps, viewer: SessionViewer, id: string): Promise<SentInvitation> {
  const { token, hash } = newLinkToken();
  return deps.events.change(async (scope) => {
    const row = await findInvitation(scope.trx, viewer.workspace.id, id);
    if (!row) throw httpErrors.notFound('invitation');
    if (!roleAtLeast(viewer.workspace.role, row.role)) throw memberErrors.roleTooHigh('role');
    await renewInvitation(scope.trx, id, hash, Date.now() + VALID_MS);
    return sent(deps, scope, viewer, id, token, true);
  });
}

async function sent(
  deps: Deps,
  scope: ChangeScope,
  viewer: SessionViewer,
  id: string,
  token: string,
  resent: boolean,
): Promise<SentInvitation> {
  const row = await findInvitation(scope.trx, viewer.workspace.id, id);
  if (!row) throw httpErrors.notFound('invitation');
  // In the invitee's language when the address has an account, else in the inviter's.
  const inviter = await findPerson(scope.trx, { id: viewer.userId });
  const invitee = await findPerson(scope.trx, { email: row.email });
  const locale: Locale = [invitee?.locale, inviter?.locale].find(isLocale) ?? deps.config.defaultLocale;
  const path = invitationPagePath(token);
  const mail = await queueMail(deps, scope, {
    to: { address: row.email, name: invitee?.name ?? null },
    locale,
    template: 'invitation',
    params: { path, inviter: inviter?.name ?? '', workspace: row.workspaceName, role: row.role, email: row.email },
  });
  scope.publish(newEvent('invitation.created', viewer, { id, email: row.email, role: row.role, resent }));
  return { ...toInvitation(row), link: `${deps.config.publicUrl}${path}`, mailed: mail !== null };
}

export async function revokeInvitation(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await deps.events.change(async ({ trx, publish }) => {
    const row = await findInvitation(trx, viewer.workspace.id, id);
    if (!row || !(await deleteInvitation(trx, id))) throw httpErrors.notFound('invitation');
    publish(newEvent('invitation.revoked', viewer, { id, email: row.email }));
  });
}

async function liveInvitation(db: Deps['database']['db'], token: string): Promise<InvitationRow> {
  const row = await findInvitationByTokenHash(db, hashLinkToken(token));
  if (!row || row.expiresAt <= Date.now()) throw invitationErrors.linkInvalid();
  return row;
}

/** What the invitation page shows to anyone holding the link: the workspace, who invited, the address and role. */
export async function previewInvitation(deps: Deps, token: string): Promise<InvitationPreview> {
  const row = await liveInvitation(deps.database.db, token);
  return {
    workspaceName: row.workspaceName,
    invitedBy: row.invitedBy,
    email: row.email,
    role: row.role,
    expiresAt: msToIso(row.expiresAt),
  };
}

/**
 * Accepts an invitation as the signed-in person, whose address must be the invited one: they become a member with
 * its role, this session switches to the workspace, and the link stops working. Someone already a member keeps
 * their role.
 */
export async function acceptInvitation(deps: Deps, viewer: SessionViewer, token: string) {
  return deps.events.change(async (scope) => {
    const row = await liveInvitation(scope.trx, token);
    const person = await findPerson(scope.trx, { id: viewer.userId });
    if (row.email !== person?.email.toLowerCase()) throw invitationErrors.otherAddress(row.email);
    if (!(await deleteInvitation(scope.trx, row.id))) throw invitationErrors.linkInvalid();
    const joined = await insertMember(scope.trx, row.workspaceId, viewer.userId, row.role, Date.now());
    await setSessionWorkspace(scope.trx, viewer.credential.sessionId, row.workspaceId);
    if (joined) {
      const origin = { ...viewer, workspace: { ...viewer.workspace, id: row.workspaceId } };
      scope.publish(
        newEvent('member.added', origin, {
          id: viewer.userId,
          role: row.role,
          invitationId: row.id,
          invitedBy: row.invitedById,
        }),
      );
    }
    const membership = await findMembership(scope.trx, viewer.userId, row.workspaceId);
    if (!membership) throw httpErrors.notFound('workspace');
    return summaryOf(membership);
  });
}
