import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteAccountSchema, type DeleteAccountInput } from '../../../shared/account-security.js';
import type { Me } from '../../../shared/account.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { DialogActions } from '../../components/ui/DialogPanel.js';
import { FormPasswordField } from '../../components/ui/FormPasswordField.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { noticeState } from '../../kit/notice.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { meQueryKey } from '../../session/session.js';
import { deleteAccount } from './security-api.js';
import { DangerSection } from './DangerSection.js';

/**
 * The last section of the security settings: deleting the account with its workspace and everything in it. The
 * dialog says what goes, and asks for the password (or, for a Google-only account, the email address) first.
 */
export function DeleteAccountSection({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <DangerSection
      id="delete-account-title"
      title={t('security.delete_title')}
      description={t('security.delete_text')}
      buttonLabel={t('security.delete_button')}
      dialogTitle={t('security.delete_confirm_title')}
      dialogDescription={t('security.delete_confirm_text')}
    >
      <DeleteAccountForm me={me} />
    </DangerSection>
  );
}

function DeleteAccountForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const defaultValues: DeleteAccountInput = me.hasPassword ? { currentPassword: '' } : { email: '' };
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: deleteAccountSchema,
    defaultValues,
    submit: deleteAccount,
    onSuccess: () => {
      // Nothing of this account may linger in the cache of a shared computer.
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      navigate('/sign-in', { replace: true, state: noticeState('account_deleted') });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      {me.hasPassword ? (
        <FormPasswordField
          form={form}
          name="currentPassword"
          label={t('settings.current_password')}
          purpose="current"
        />
      ) : (
        <FormTextField
          form={form}
          name="email"
          type="email"
          autoComplete="off"
          label={t('security.delete_type_email', { email: me.email })}
        />
      )}
      <DialogActions cancelLabel={t('common.cancel')} busy={isSubmitting}>
        <Button type="submit" variant="danger" busy={isSubmitting}>
          {t('security.delete_confirm_button')}
        </Button>
      </DialogActions>
    </form>
  );
}
