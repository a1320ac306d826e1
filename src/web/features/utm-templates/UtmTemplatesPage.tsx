import { Plus, Signpost } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { useCan } from '../../session/use-can.js';
import { SettingsCard, SettingsHeader } from '../settings/index.js';
import { useUtmTemplateList } from './utm-templates-api.js';
import { UtmTemplateForm } from './UtmTemplateForm.js';
import { UtmTemplateList, type UtmNotice } from './UtmTemplateList.js';

/**
 * /settings/utm-templates: named sets of UTM parameters (source, medium, campaign, term, content) the link and QR
 * code forms apply in one step, so a team tags its traffic the same way every time. Everyone sees them; editors and
 * up create, change and delete them.
 */
export function UtmTemplatesPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const list = useUtmTemplateList();
  const [notice, setNotice] = useState<UtmNotice | null>(null);
  const newTemplate = useRef<HTMLDivElement>(null);
  const templates = list.data?.items ?? [];

  return (
    <div className="max-w-3xl space-y-6">
      <SettingsHeader title={t('utm.title')} description={t('utm.subtitle')} />
      {notice && <Alert tone="success">{t(`utm.notice_${notice.kind}`, { name: notice.name })}</Alert>}
      {list.isPending ? (
        <LoadingBlock className="py-10" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : templates.length === 0 ? (
        <EmptyState
          icon={Signpost}
          title={t('utm.empty_title')}
          action={
            canEdit && (
              <Button variant="secondary" onClick={() => newTemplate.current?.querySelector('input')?.focus()}>
                <Plus className="size-4" aria-hidden="true" />
                {t('utm.create_first')}
              </Button>
            )
          }
        >
          {canEdit ? t('utm.empty_text') : t('utm.empty_text_viewer')}
        </EmptyState>
      ) : (
        <SettingsCard id="utm-list-title" title={t('utm.list_title')}>
          <div className="mt-2">
            <UtmTemplateList templates={templates} onNotice={setNotice} />
          </div>
        </SettingsCard>
      )}
      {canEdit ? (
        <div ref={newTemplate}>
          <SettingsCard id="utm-new-title" title={t('utm.new_title')} description={t('utm.new_text')}>
            <div className="mt-4">
              <UtmTemplateForm onSaved={(template) => setNotice({ kind: 'created', name: template.name })} />
            </div>
          </SettingsCard>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('utm.editors_only')}</p>
      )}
    </div>
  );
}
