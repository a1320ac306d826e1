import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../session/use-can.js';
import { useMe } from '../session/session.js';
import { forgetSwitchedElsewhere, readSwitchedElsewhere, useWorkspaceChange } from '../session/workspace-switch.js';
import { Alert } from './ui/Alert.js';

/**
 * On the home screen after the session moved to another workspace: what happened (switched, created, joined, left,
 * deleted, or another tab switched), so the new name at the top is no surprise.
 */
export function WorkspaceNotice() {
  const { t } = useTranslation();
  const change = useWorkspaceChange();
  const current = useMe().data?.workspace;
  const canInvite = useCan('manage_members');
  const [elsewhere] = useState(readSwitchedElsewhere);
  useEffect(() => forgetSwitchedElsewhere(), []);
  if (!current) return null;
  // Another tab's switch reloaded this one: newer than anything this tab's own history entry says.
  if (elsewhere !== null) {
    return (
      <div data-testid="workspace-notice">
        <Alert tone="success">{t('workspaces.notice_elsewhere', { name: elsewhere || current.name })}</Alert>
      </div>
    );
  }
  if (change) {
    const values = { name: change.name, current: current.name, role: t(`roles.${change.role ?? current.role}`) };
    return (
      <div data-testid="workspace-notice">
        <Alert tone="success">
          {t(`workspaces.notice_${change.kind}`, values)}
          {change.kind === 'created' && canInvite && (
            <Link
              to="/settings/members"
              className="mt-1 flex w-fit items-center gap-1.5 font-semibold text-emerald-900 underline underline-offset-2"
            >
              <UserPlus className="size-4" aria-hidden="true" />
              {t('workspaces.invite')}
            </Link>
          )}
        </Alert>
      </div>
    );
  }
  return null;
}
