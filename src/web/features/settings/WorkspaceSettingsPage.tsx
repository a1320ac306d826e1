import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '../../../shared/account.js';
import { renameWorkspaceSchema, WORKSPACE_NAME_MAX, type WorkspaceSummary } from '../../../shared/workspaces.js';
import { workspacesQueryKey } from '../../components/layout/workspace-list.js';
import { RoleBadge } from '../../components/RoleBadge.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { WorkspaceMark } from '../../components/WorkspaceMark.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { meQueryKey, useMe } from '../../session/session.js';
import { isOwnPersonal, useCan } from '../../session/use-can.js';
import { useEnterWorkspace } from '../../session/workspace-switch.js';
import { leaveWorkspace, renameWorkspace } from '../../session/workspaces-api.js';
import { DeleteWorkspaceSection } from './DeleteWorkspaceSection.js';
import { LinkCodesCard } from './LinkCodesCard.js';
import { SettingsCard, SettingsHeader } from './SettingsLayout.js';

/**
 * /settings/workspace: the current workspace's name (admins and owners rename it), how its link codes are matched,
 * leaving it, and deleting it with everything in it (owners). A person's own workspace is neither left nor deleted: it goes only with the account.
 */
export function WorkspaceSettingsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const workspace = me.workspace;
  const own = isOwnPersonal(workspace);
  return (
    <div className="max-w-2xl space-y-6">
      <SettingsHeader title={t('workspace_settings.title')} description={t('workspace_settings.subtitle')} />
      <NameCard me={me} />
      <LinkCodesCard />
      {own ? (
        <SettingsCard
          id="workspace-personal-title"
          title={t('workspace_settings.personal_title')}
          description={t('workspace_settings.personal_text')}
        >
          <p className="mt-4 text-sm">
            <Link to="/settings/security" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('workspace_settings.personal_link')}
            </Link>
          </p>
        </SettingsCard>
      ) : (
        <>
          <LeaveCard workspace={workspace} />
          <DeleteWorkspaceSection workspace={workspace} />
        </>
      )}
    </div>
  );
}

function NameCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const canRename = useCan('manage_workspace');
  const workspace = me.workspace;
  return (
    <SettingsCard id="workspace-name-title" title={t('workspace_settings.name_title')}>
      <div className="mt-4 flex items-center gap-3">
        <WorkspaceMark id={workspace.id} name={workspace.name} size="lg" />
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900" data-testid="workspace-name">
            {workspace.name}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {t('workspace_settings.your_role')} <RoleBadge role={workspace.role} />
            {workspace.personal && <span className="text-slate-600">· {t('workspace_settings.personal_badge')}</span>}
          </p>
        </div>
      </div>
      {canRename ? (
        <RenameForm workspace={workspace} />
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('workspace_settings.rename_admins_only')}</p>
      )}
    </SettingsCard>
  );
}

function RenameForm({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: renameWorkspaceSchema,
    defaultValues: { name: workspace.name },
    submit: ({ name }) => {
      setSaved(false);
      return renameWorkspace(name);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, workspace: answer } : me));
      void queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
      form.reset({ name: answer.name });
      setSaved(true);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4 border-t border-slate-100 pt-5">
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && !formError && <Alert tone="success">{t('workspace_settings.renamed')}</Alert>}
      <FormTextField
        form={form}
        name="name"
        label={t('workspaces.name')}
        hint={t('workspaces.name_hint')}
        autoComplete="organization"
        maxLength={WORKSPACE_NAME_MAX}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting} disabled={!form.formState.isDirty}>
          {t('workspace_settings.rename')}
        </Button>
      </div>
    </form>
  );
}

/** Any member but a person's own workspace's: their next request no longer reaches it; the last owner stays. */
function LeaveCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const enter = useEnterWorkspace();
  return (
    <SettingsCard
      id="workspace-leave-title"
      title={t('workspace_settings.leave_title')}
      description={t('workspace_settings.leave_text')}
    >
      <div className="mt-4 flex justify-end">
        <ConfirmDialog
          trigger={
            <Button variant="secondary" className="text-red-700">
              <LogOut className="size-4" aria-hidden="true" />
              {t('workspace_settings.leave_button')}
            </Button>
          }
          title={t('workspace_settings.leave_confirm_title', { name: workspace.name })}
          description={t('workspace_settings.leave_confirm_text')}
          confirmLabel={t('workspace_settings.leave_confirm')}
          onConfirm={async () => {
            await leaveWorkspace();
            await enter({ kind: 'left', name: workspace.name });
          }}
        />
      </div>
    </SettingsCard>
  );
}
