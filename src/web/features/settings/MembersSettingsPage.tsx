import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format.js';
import { RoleRequired } from '../../kit/RoleRequired.js';
import { useMe } from '../../session/session.js';
import { useCan } from '../../session/use-can.js';
import { InvitationList } from './InvitationList.js';
import { InviteForm } from './InviteForm.js';
import { MemberList } from './MemberList.js';
import { useInvitations, useMembers } from './members-queries.js';
import { SettingsHeader } from './SettingsLayout.js';

/**
 * /settings/members (admins and owners): inviting people by address, the members and their roles, and the
 * invitations not yet accepted. Anyone else who opens it reads who may, instead of failed requests.
 */
export function MembersSettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const allowed = useCan('manage_members');
  if (!me) return null;
  return (
    <div className="max-w-4xl space-y-6">
      <SettingsHeader
        title={t('members.title')}
        description={t('members.subtitle', { workspace: me.workspace.name })}
      />
      {allowed ? (
        <>
          <InviteForm workspace={me.workspace} />
          <section aria-labelledby="members-list-title" className="space-y-3">
            <h2 id="members-list-title" className="text-lg font-semibold text-slate-900">
              {t('members.list_title')} <MembersCount />
            </h2>
            <MemberList me={me} />
          </section>
          <section aria-labelledby="invitations-title" className="space-y-3">
            <div>
              <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
                {t('members.invitations_title')} <InvitationsCount />
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('members.invitations_text')}</p>
            </div>
            <InvitationList />
          </section>
        </>
      ) : (
        <RoleRequired permission="manage_members" />
      )}
    </div>
  );
}

// How many each list holds, beside its heading, once it is read.
function MembersCount() {
  return <Count items={useMembers().data?.items} />;
}

function InvitationsCount() {
  return <Count items={useInvitations().data?.items} />;
}

function Count({ items }: { items: readonly unknown[] | undefined }) {
  const format = useFormat();
  if (!items) return null;
  return <span className="text-base font-normal text-slate-500 tabular-nums">({format.number(items.length)})</span>;
}
