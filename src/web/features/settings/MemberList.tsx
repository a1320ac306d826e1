import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../shared/account.js';
import type { Member, Role } from '../../../shared/workspaces.js';
import { Avatar } from '../../components/Avatar.js';
import { RoleBadge } from '../../components/RoleBadge.js';
import { Alert } from '../../components/ui/Alert.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { Spinner } from '../../components/ui/Spinner.js';
import { errorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { DeleteButton } from '../../kit/DeleteButton.js';
import { grantableRoles, useChangeRole, useMembers, useRemoveMember } from './members-queries.js';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The workspace's members: name and address, role (changed in place, each change saved at once), when they joined,
 * and removing them after a confirmation. A table on wide screens, cards below. One's own row is marked and keeps
 * its role (leaving is on the workspace's page); an admin cannot change or remove an owner.
 */
export function MemberList({ me }: { me: Me }) {
  const { t } = useTranslation();
  const members = useMembers();
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (members.isPending) return <LoadingBlock className="py-10" />;
  if (!members.data) return <LoadError error={members.error} onRetry={() => void members.refetch()} />;
  const items = members.data.items;
  const rowProps = { me, onOutcome: setOutcome };

  return (
    <div className="space-y-3">
      {outcome && (
        <div data-testid="member-outcome">
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </div>
      )}
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm xl:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('members.list_title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <Head>{t('members.column_member')}</Head>
              <Head>{t('members.column_role')}</Head>
              <Head>{t('members.column_joined')}</Head>
              <Head>
                <span className="sr-only">{t('members.column_actions')}</span>
              </Head>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((member) => (
              <MemberRow key={member.userId} member={member} layout="row" {...rowProps} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 xl:hidden">
        {items.map((member) => (
          <MemberRow key={member.userId} member={member} layout="card" {...rowProps} />
        ))}
      </ul>
    </div>
  );
}

function Head({ children }: { children: React.ReactNode }) {
  return (
    <th scope="col" className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
      {children}
    </th>
  );
}

function MemberRow({
  member,
  me,
  layout,
  onOutcome,
}: {
  member: Member;
  me: Me;
  layout: 'row' | 'card';
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const self = member.userId === me.id;
  const caller = me.workspace;
  // Only an owner changes or removes an owner; one's own role stays (leave the workspace instead).
  const locked = self || (member.role === 'owner' && caller.role !== 'owner');
  const who = (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={member.name} url={null} size="sm" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 font-medium break-words text-slate-900">
          {member.name}
          {self && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
              {t('members.you')}
            </span>
          )}
        </p>
        <p className="text-sm break-all text-slate-600">{member.email}</p>
      </div>
    </div>
  );
  const role = locked ? (
    <RoleBadge role={member.role} />
  ) : (
    <MemberRoleSelect member={member} me={me} onOutcome={onOutcome} />
  );
  const joined = <time dateTime={member.joinedAt}>{format.date(member.joinedAt, { dateStyle: 'medium' })}</time>;
  const remove = locked ? null : <RemoveButton member={member} workspaceName={caller.name} onOutcome={onOutcome} />;

  if (layout === 'row') {
    return (
      <tr data-testid="member-row">
        <td className="px-4 py-3">{who}</td>
        <td className="px-4 py-3">{role}</td>
        <td className="px-4 py-3 whitespace-nowrap text-slate-700">{joined}</td>
        <td className="px-4 py-3 text-right whitespace-nowrap">{remove}</td>
      </tr>
    );
  }
  return (
    <li data-testid="member-card" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {who}
      <dl className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">{t('members.column_role')}</dt>
          <dd className="mt-1">{role}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-slate-600">{t('members.column_joined')}</dt>
          <dd className="mt-1 text-slate-700">{joined}</dd>
        </div>
      </dl>
      {remove && <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">{remove}</div>}
    </li>
  );
}

/** The member's role as a select: a change is saved at once and said above the list (or why it was refused). */
function MemberRoleSelect({
  member,
  me,
  onOutcome,
}: {
  member: Member;
  me: Me;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeRole();
  const roles = grantableRoles(me.workspace);
  const options = roles.includes(member.role) ? roles : [member.role, ...roles];
  const [pending, setPending] = useState<Role | null>(null);
  const choose = async (role: Role) => {
    setPending(role);
    onOutcome(null);
    try {
      const saved = await change.mutateAsync({ userId: member.userId, role });
      onOutcome({
        tone: 'success',
        text: t('members.role_changed', { name: saved.name, role: t(`roles.${saved.role}`) }),
      });
    } catch (error) {
      onOutcome({ tone: 'error', text: errorText(t, error) });
    } finally {
      setPending(null);
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <select
        aria-label={t('members.role_of', { name: member.name })}
        value={pending ?? member.role}
        disabled={pending !== null}
        onChange={(event) => void choose(event.target.value as Role)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-600 disabled:bg-slate-50"
      >
        {options.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      {pending && <Spinner className="size-4 text-brand-600" />}
    </span>
  );
}

function RemoveButton({
  member,
  workspaceName,
  onOutcome,
}: {
  member: Member;
  workspaceName: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  return (
    <DeleteButton
      compact
      permission="manage_members"
      label={t('members.remove')}
      accessibleLabel={t('members.remove_named', { name: member.name })}
      title={t('members.remove_title', { name: member.name })}
      description={t('members.remove_text', { name: member.name, workspace: workspaceName })}
      confirmLabel={t('members.remove_confirm')}
      onDelete={() => remove.mutateAsync(member.userId)}
      onDeleted={() => onOutcome({ tone: 'success', text: t('members.removed', { name: member.name }) })}
    />
  );
}
