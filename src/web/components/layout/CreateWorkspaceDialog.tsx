import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { createWorkspaceSchema, WORKSPACE_NAME_MAX } from '../../../shared/workspaces.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { useEnterWorkspace } from '../../session/workspace-switch.js';
import { createWorkspace } from '../../session/workspaces-api.js';
import { Alert } from '../ui/Alert.js';
import { Button } from '../ui/Button.js';
import { DialogActions, DialogPanel } from '../ui/DialogPanel.js';
import { FormTextField } from '../ui/FormTextField.js';

/** A new shared workspace, named here: its maker owns it, and this browser works in it from then on. */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title={t('workspaces.create_title')} description={t('workspaces.create_text')}>
        <CreateWorkspaceForm />
      </DialogPanel>
    </Dialog.Root>
  );
}

function CreateWorkspaceForm() {
  const { t } = useTranslation();
  const enter = useEnterWorkspace();
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: createWorkspaceSchema,
    defaultValues: { name: '' },
    submit: (values) => createWorkspace(values),
    onSuccess: (workspace) => enter({ kind: 'created', name: workspace.name, role: workspace.role }),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormTextField
        form={form}
        name="name"
        label={t('workspaces.name')}
        hint={t('workspaces.name_hint')}
        autoComplete="organization"
        maxLength={WORKSPACE_NAME_MAX}
      />
      <DialogActions cancelLabel={t('common.cancel')} busy={isSubmitting}>
        <Button type="submit" busy={isSubmitting}>
          {t('workspaces.create_submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
