import { MailPlus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation, SentInvitation } from '../../../shared/workspaces.js';
import { RoleBadge } from '../../components/RoleBadge.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { errorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { useInvitations, useResendInvitation, useRevokeInvitation } from './members-queries.js';
import { SentInvitationPanel } from './SentInvitationPanel.js';

/**
 * The invitations waiting to be accepted: the address and role, who sent it and until when its link works; each can
 * be sent again (a new link, shown to copy) or revoked after a confirmation.
 */
export function InvitationList() {
  const { t } = useTranslation();
  const invitations = useInvitations();
  const [resent, setResent] = useState<SentInvitation | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (invitations.isPending) return <LoadingBlock className="py-8" />;
  if (!invitations.data) return <LoadError error={invitations.error} onRetry={() => void invitations.refetch()} />;
  const items = invitations.data.items;
  if (items.length === 0) {
    return (
      <p className="flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
        <MailPlus className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {t('members.invitations_empty')}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
        {items.map((invitation) => (
          <li key={invitation.id} className="p-4" data-testid="invitation-row">
            <InvitationItem
              invitation={invitation}
              onResent={(sent) => {
                setOutcome(null);
                setResent(sent);
              }}
              onFailed={(error) => setOutcome({ tone: 'error', text: errorText(t, error) })}
              onRevoked={() => {
                setResent(null);
                setOutcome({ tone: 'success', text: t('members.revoked', { email: invitation.email }) });
              }}
            />
            {resent?.id === invitation.id && (
              <div className="mt-4">
                <SentInvitationPanel key={resent.link} invitation={resent} resent onDone={() => setResent(null)} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function InvitationItem({
  invitation,
  onResent,
  onFailed,
  onRevoked,
}: {
  invitation: Invitation;
  onResent: (sent: SentInvitation) => void;
  onFailed: (error: unknown) => void;
  onRevoked: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const expires = format.date(invitation.expiresAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{invitation.email}</span>
          <RoleBadge role={invitation.role} />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {invitation.invitedBy
            ? t('members.invited_by', { name: invitation.invitedBy })
            : t('members.invited_by_former')}{' '}
          · <time dateTime={invitation.expiresAt}>{t('members.expires', { date: expires })}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          busy={resend.isPending}
          aria-label={t('members.resend_named', { email: invitation.email })}
          onClick={() =>
            resend.mutate(invitation.id, {
              onSuccess: onResent,
              onError: onFailed,
            })
          }
        >
          {!resend.isPending && <RefreshCw className="size-4" aria-hidden="true" />}
          {t('members.resend')}
        </Button>
        <DeleteButton
          compact
          permission="manage_members"
          label={t('members.revoke')}
          accessibleLabel={t('members.revoke_named', { email: invitation.email })}
          title={t('members.revoke_title')}
          description={t('members.revoke_text', { email: invitation.email })}
          confirmLabel={t('members.revoke_confirm')}
          onDelete={() => revoke.mutateAsync(invitation.id)}
          onDeleted={onRevoked}
        />
      </div>
    </div>
  );
}
