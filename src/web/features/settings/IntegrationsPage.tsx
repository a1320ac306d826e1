import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiKeySchema, type CreateApiKeyInput, type CreatedApiKey } from '../../../shared/api-keys.js';
import { roleAtLeast, ROLES, type Role } from '../../../shared/workspaces.js';
import { Alert } from '../../components/ui/Alert.js';
import { useNotice } from '../../kit/notice.js';
import { RoleRequired } from '../../kit/RoleRequired.js';
import { useServerForm } from '../../kit/use-server-form.js';
import { useCan, useRole } from '../../session/use-can.js';
import { ApiKeyForm } from './ApiKeyForm.js';
import { ApiKeyList } from './ApiKeyList.js';
import { apiKeys } from './api-keys.js';
import { NewApiKeyPanel } from './NewApiKeyPanel.js';
import { SettingsHeader } from './SettingsLayout.js';
import { WebhooksSection } from './webhooks/WebhooksSection.js';

// A new key reads only until its maker chooses more.
const NEW_KEY: CreateApiKeyInput = { name: '', role: 'viewer' };

/**
 * /settings/integrations (admins and owners): API keys for the REST API and the webhooks that tell other services
 * what happens. Anyone else who opens it reads who may, once, rather than once per section.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const keys = useCan('manage_keys');
  const webhooks = useCan('manage_webhooks');
  // An endpoint deleted on its own screen comes back here, which says so.
  const deleted = useNotice() === 'deleted';
  return (
    <div className="max-w-4xl space-y-10">
      <SettingsHeader title={t('settings.integrations_title')} description={t('settings.integrations_subtitle')} />
      {keys && <ApiKeysSection />}
      {webhooks && <WebhooksSection deleted={deleted} />}
      {!keys && !webhooks && <RoleRequired permission="manage_keys" />}
    </div>
  );
}

function ApiKeysSection() {
  const { t } = useTranslation();
  const role = useRole();
  // From the least to the most a key may do, the reading-only key first (each hint says what it adds).
  const roles = ROLES.filter((option: Role) => role !== undefined && roleAtLeast(role, option)).reverse();
  const create = apiKeys.useCreate();
  // The new key's secret lives only here, in memory, until the person says it is saved or leaves the page.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoked, setRevoked] = useState(false);
  const { form, formError, onSubmit, isSubmitting } = useServerForm({
    schema: createApiKeySchema,
    defaultValues: NEW_KEY,
    submit: (values) => {
      setRevoked(false);
      return create.mutateAsync(values);
    },
    onSuccess: (key) => {
      form.reset(NEW_KEY);
      create.reset();
      setCreated(key);
    },
  });

  return (
    <section aria-labelledby="api-keys-title" className="space-y-5">
      <div>
        <h2 id="api-keys-title" className="text-lg font-semibold text-slate-900">
          {t('api_keys.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('api_keys.intro')}</p>
        {/* The server renders the documentation page: a plain link, not a route of this app. */}
        <a
          href="/api/docs"
          target="_blank"
          rel="noopener"
          className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          {t('api_keys.docs_link')}
        </a>
      </div>
      {created ? (
        <NewApiKeyPanel apiKey={created} onDone={() => setCreated(null)} />
      ) : (
        <ApiKeyForm form={form} formError={formError} onSubmit={onSubmit} busy={isSubmitting} roles={roles} />
      )}
      <div className="space-y-3">
        <h3 className="text-base font-semibold text-slate-900">{t('api_keys.list_title')}</h3>
        {revoked && <Alert tone="success">{t('api_keys.revoked')}</Alert>}
        <ApiKeyList onCreateFirst={() => form.setFocus('name')} onRevoked={() => setRevoked(true)} />
      </div>
    </section>
  );
}
