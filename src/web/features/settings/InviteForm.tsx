import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createInvitationSchema,
  type CreateInvitationInput,
  type SentInvitation,
  type WorkspaceSummary,
} from '../../../shared/workspaces.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { grantableRoles, useInvite } from './members-queries.js';
import { RoleSelect } from './RoleSelect.js';
import { SentInvitationPanel } from './SentInvitationPanel.js';
import { SettingsCard } from './SettingsLayout.js';

/**
 * Inviting someone by address with a role (none above one's own); once sent, the invitation's link to copy, and the
 * form again for the next person.
 */
export function InviteForm({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const invite = useInvite();
  const roles = grantableRoles(workspace);
  const start: CreateInvitationInput = {
    email: '',
    role: roles.includes('editor') ? 'editor' : (roles[0] ?? 'viewer'),
  };
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: createInvitationSchema,
    defaultValues: start,
    submit: (values) => {
      setSent(null);
      return invite.mutateAsync(values);
    },
    onSuccess: (answer, values) => {
      form.reset({ email: '', role: values.role });
      setSent(answer);
    },
  });
  const role = useWatch({ control: form.control, name: 'role' });

  return (
    <SettingsCard id="invite-title" title={t('members.invite_title')} description={t('members.invite_text')}>
      <div className="mt-4 space-y-4">
        {sent && <SentInvitationPanel key={sent.link} invitation={sent} onDone={() => setSent(null)} />}
        <form onSubmit={onSubmit} noValidate aria-labelledby="invite-title" className="space-y-4">
          {formError && <Alert tone="error">{formError}</Alert>}
          <FormTextField
            form={form}
            name="email"
            type="email"
            autoComplete="off"
            label={t('members.email')}
            placeholder={t('members.email_placeholder')}
          />
          <RoleSelect
            id="invite-role"
            label={t('members.role')}
            roles={roles}
            value={role}
            error={fieldErrorText(t, form.formState.errors.role?.message)}
            {...form.register('role')}
          />
          <div className="flex justify-end">
            <Button type="submit" busy={isSubmitting}>
              <UserPlus className="size-4" aria-hidden="true" />
              {t('members.invite_submit')}
            </Button>
          </div>
        </form>
      </div>
    </SettingsCard>
  );
}
