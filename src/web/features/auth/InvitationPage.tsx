import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, LogOut, Mail, TriangleAlert, UserRoundCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Me } from '../../../shared/account.js';
import type { InvitationPreview } from '../../../shared/workspaces.js';
import { ApiError } from '../../api/client.js';
import { RoleBadge } from '../../components/RoleBadge.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button, buttonClasses } from '../../components/ui/Button.js';
import { Spinner } from '../../components/ui/Spinner.js';
import { errorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { signOut } from '../../session/auth-api.js';
import { forgetInvitation, pendingInvitation, rememberInvitation } from '../../session/pending-invitation.js';
import { meQueryKey, useMe } from '../../session/session.js';
import { useEnterWorkspace } from '../../session/workspace-switch.js';
import { acceptInvitation, previewInvitation } from '../../session/workspaces-api.js';
import { AuthLayout } from './AuthLayout.js';

// Where signing in or up comes back to; the token waits in this browser (pending-invitation.ts), not in the address.
const BACK_HERE = `next=${encodeURIComponent('/invitation')}`;

/** The token of the link followed (`/invitation#token`), kept for the way through sign-in; else the one kept. */
function invitationToken(): string | null {
  const fromLink = decodeURIComponent(location.hash.slice(1)).trim();
  if (fromLink) {
    rememberInvitation(fromLink);
    return fromLink;
  }
  return pendingInvitation();
}

/** A refusal that means the link will never work: used, revoked, expired, or not a link of ours. */
const isDeadLink = (error: unknown) => error instanceof ApiError && (error.status === 410 || error.status === 422);

/**
 * Where an invitation's link leads (`/invitation#token`), signed in or not: who invites to which workspace with which
 * role, for which address; then signing in or creating an account (and back here), and accepting as the invited
 * address, which moves this browser into the workspace.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const [token] = useState(invitationToken);
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => previewInvitation(token ?? ''),
    enabled: token !== null,
    retry: (failures, error) => !isDeadLink(error) && failures < 2,
    staleTime: Infinity,
  });
  const [died, setDied] = useState(false);

  if (token === null || died || isDeadLink(preview.error)) return <DeadInvitation />;
  if (preview.isPending) {
    return (
      <AuthLayout title={t('invitation.checking_title')} subtitle={t('invitation.checking_text')}>
        <div role="status" className="flex justify-center text-brand-600">
          <Spinner className="size-6" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      </AuthLayout>
    );
  }
  if (preview.isError) {
    return (
      <AuthLayout title={t('invitation.checking_title')} subtitle="">
        <Alert tone="error">{errorText(t, preview.error)}</Alert>
        <Button variant="secondary" className="mt-4 w-full" onClick={() => void preview.refetch()}>
          {t('common.retry')}
        </Button>
      </AuthLayout>
    );
  }
  return <Invitation token={token} invitation={preview.data} onDied={() => setDied(true)} />;
}

function Invitation({
  token,
  invitation,
  onDied,
}: {
  token: string;
  invitation: InvitationPreview;
  onDied: () => void;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const values = { workspace: invitation.workspaceName, inviter: invitation.invitedBy ?? '' };
  const lead = invitation.invitedBy
    ? t(`invitation.lead_${invitation.role}`, values)
    : t(`invitation.lead_unnamed_${invitation.role}`, values);
  return (
    <AuthLayout title={t('invitation.title', values)} subtitle={lead}>
      <InvitationFacts invitation={invitation} />
      <div className="mt-6">
        {me.isPending ? (
          <div role="status" className="flex justify-center text-brand-600">
            <Spinner className="size-6" />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        ) : me.data ? (
          <SignedIn me={me.data} token={token} invitation={invitation} onDied={onDied} />
        ) : (
          <SignedOut invitation={invitation} />
        )}
      </div>
    </AuthLayout>
  );
}

function InvitationFacts({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const format = useFormat();
  const term = 'flex items-center gap-2 text-xs text-slate-600';
  const icon = 'size-4 shrink-0 text-slate-500';
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 text-sm shadow-sm">
      <div className="py-3">
        <dt className={term}>
          <Mail className={icon} aria-hidden="true" />
          {t('invitation.for_address')}
        </dt>
        <dd className="mt-0.5 pl-6 font-medium break-all text-slate-900" data-testid="invitation-email">
          {invitation.email}
        </dd>
      </div>
      <div className="py-3">
        <dt className={term}>
          <UserRoundCheck className={icon} aria-hidden="true" />
          {t('invitation.role')}
        </dt>
        <dd className="mt-1 pl-6">
          <RoleBadge role={invitation.role} />
          <p className="mt-1 text-slate-600">{t(`roles.${invitation.role}_hint`)}</p>
        </dd>
      </div>
      <div className="py-3">
        <dt className={term}>
          <CalendarClock className={icon} aria-hidden="true" />
          {t('invitation.valid_until')}
        </dt>
        <dd className="mt-0.5 pl-6 text-slate-900">
          <time dateTime={invitation.expiresAt}>
            {format.date(invitation.expiresAt, { dateStyle: 'long', timeStyle: 'short' })}
          </time>
        </dd>
      </div>
    </dl>
  );
}

/** Nobody signed in: the invited address signs in, or makes its account, and comes back here to accept. */
function SignedOut({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const handOver = { email: invitation.email };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('invitation.signed_out_text', { email: invitation.email })}</p>
      <div className="flex flex-col gap-2">
        <Link to={`/sign-in?${BACK_HERE}`} state={handOver} className={buttonClasses('primary', 'w-full')}>
          {t('invitation.sign_in')}
        </Link>
        <Link to={`/sign-up?${BACK_HERE}`} state={handOver} className={buttonClasses('secondary', 'w-full')}>
          {t('invitation.sign_up')}
        </Link>
      </div>
    </div>
  );
}

function SignedIn({
  me,
  token,
  invitation,
  onDied,
}: {
  me: Me;
  token: string;
  invitation: InvitationPreview;
  onDied: () => void;
}) {
  const { t } = useTranslation();
  const enter = useEnterWorkspace();
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (workspace) => {
      forgetInvitation();
      await enter({ kind: 'joined', name: workspace.name, role: workspace.role });
    },
    onError: (error) => {
      if (isDeadLink(error)) {
        forgetInvitation();
        onDied();
      }
    },
  });
  const otherAddress =
    me.email.toLowerCase() !== invitation.email.toLowerCase() ||
    (accept.error instanceof ApiError && accept.error.code === 'invitation_other_address');

  if (otherAddress) return <OtherAddress me={me} invitation={invitation} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t('invitation.signed_in_as', { email: me.email })}</p>
      {accept.isError && <Alert tone="error">{errorText(t, accept.error)}</Alert>}
      <Button className="w-full" busy={accept.isPending || accept.isSuccess} onClick={() => accept.mutate()}>
        {t('invitation.accept')}
      </Button>
      <p className="text-center text-sm">
        {/* Declined for now: the invitation is not offered again after a later sign-in. */}
        <Link to="/" onClick={forgetInvitation} className="font-medium text-brand-700 hover:underline">
          {t('invitation.not_now')}
        </Link>
      </p>
    </div>
  );
}

/** Signed in with another address than the invited one: it says which, and offers to sign out and in again. */
function OtherAddress({ me, invitation }: { me: Me; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const switchAccount = async () => {
    setBusy(true);
    await signOut().catch(() => undefined); // an expired session is signed out already
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
    navigate(`/sign-in?${BACK_HERE}`, { replace: true, state: { email: invitation.email } });
  };
  return (
    <div className="space-y-4" data-testid="invitation-other-address">
      <div
        role="alert"
        className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p>{t('errors.invitation_other_address', { email: invitation.email })}</p>
          <p className="break-words">{t('invitation.signed_in_as', { email: me.email })}</p>
        </div>
      </div>
      <Button className="w-full" busy={busy} onClick={() => void switchAccount()}>
        <LogOut className="size-4" aria-hidden="true" />
        {t('invitation.switch_account')}
      </Button>
      <p className="text-center text-sm">
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          {t('invitation.not_now')}
        </Link>
      </p>
    </div>
  );
}

/** Used, revoked, expired or incomplete: said plainly, with the way on. */
function DeadInvitation() {
  const { t } = useTranslation();
  const me = useMe();
  useEffect(() => forgetInvitation(), []);
  return (
    <AuthLayout title={t('invitation.dead_title')} subtitle={t('invitation.dead_text')}>
      <Link to={me.data ? '/' : '/sign-in'} className={buttonClasses('primary', 'w-full')}>
        {me.data ? t('invitation.go_home') : t('invitation.go_sign_in')}
      </Link>
    </AuthLayout>
  );
}
