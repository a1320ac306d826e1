import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deleteWorkspaceSchema, type WorkspaceSummary } from '../../../shared/workspaces.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { DialogActions } from '../../components/ui/DialogPanel.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { useCan } from '../../session/use-can.js';
import { useEnterWorkspace } from '../../session/workspace-switch.js';
import { deleteWorkspace } from '../../session/workspaces-api.js';
import { DangerSection } from './DangerSection.js';

/**
 * Deleting a shared workspace (owners): the dialog says what goes with it, and takes its name typed again before
 * the button does anything.
 */
export function DeleteWorkspaceSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  if (!useCan('delete_workspace')) return null;
  return (
    <DangerSection
      id="workspace-delete-title"
      title={t('workspace_settings.delete_title')}
      description={t('workspace_settings.delete_text')}
      buttonLabel={t('workspace_settings.delete_button')}
      dialogTitle={t('workspace_settings.delete_confirm_title', { name: workspace.name })}
      dialogDescription={t('workspace_settings.delete_confirm_text')}
    >
      <DeleteWorkspaceForm workspace={workspace} />
    </DangerSection>
  );
}

function DeleteWorkspaceForm({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const enter = useEnterWorkspace();
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: deleteWorkspaceSchema,
    defaultValues: { confirmName: '' },
    submit: (values) => deleteWorkspace(values),
    onSuccess: () => enter({ kind: 'deleted', name: workspace.name }),
  });
  // The button waits for the exact name, as the server does.
  const typed = useWatch({ control: form.control, name: 'confirmName' });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="confirmName"
        autoComplete="off"
        spellCheck={false}
        label={t('workspace_settings.delete_type_name', { name: workspace.name })}
      />
      <DialogActions cancelLabel={t('common.cancel')} busy={isSubmitting}>
        <Button type="submit" variant="danger" busy={isSubmitting} disabled={typed.trim() !== workspace.name}>
          {t('workspace_settings.delete_confirm_button')}
        </Button>
      </DialogActions>
    </form>
  );
}
