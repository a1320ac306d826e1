import { Plus, Tags } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { EmptyState } from '../../components/ui/EmptyState.js';
import { LoadError, LoadingBlock } from '../../components/ui/QueryStatus.js';
import { useCan } from '../../session/use-can.js';
import { SettingsCard, SettingsHeader } from '../settings/index.js';
import { nextTagColor } from './tag-form.js';
import { useTagList } from './tags-api.js';
import { TagForm } from './TagForm.js';
import { TagList, type TagNotice } from './TagList.js';

/**
 * /settings/tags: the workspace's tags — names with a colour that links and QR codes carry, so their lists and the
 * statistics can be narrowed to them. Everyone sees them; editors and up create, rename, recolour and delete them.
 */
export function TagsSettingsPage() {
  const { t } = useTranslation();
  const canEdit = useCan('edit');
  const list = useTagList();
  const [notice, setNotice] = useState<TagNotice | null>(null);
  const newTag = useRef<HTMLDivElement>(null);
  const tags = list.data?.items ?? [];
  const focusNewTag = () => newTag.current?.querySelector('input')?.focus();

  return (
    <div className="max-w-3xl space-y-6">
      <SettingsHeader title={t('tags.title')} description={t('tags.subtitle')} />
      {notice && <Alert tone="success">{t(`tags.notice_${notice.kind}`, { name: notice.name })}</Alert>}
      {list.isPending ? (
        <LoadingBlock className="py-10" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : tags.length === 0 ? (
        <EmptyState
          icon={Tags}
          title={t('tags.empty_title')}
          action={
            canEdit && (
              <Button variant="secondary" onClick={focusNewTag}>
                <Plus className="size-4" aria-hidden="true" />
                {t('tags.create_first')}
              </Button>
            )
          }
        >
          {canEdit ? t('tags.empty_text') : t('tags.empty_text_viewer')}
        </EmptyState>
      ) : (
        <SettingsCard id="tags-list-title" title={t('tags.list_title')}>
          <div className="mt-2">
            <TagList tags={tags} onNotice={setNotice} />
          </div>
        </SettingsCard>
      )}
      {canEdit ? (
        <div ref={newTag}>
          <SettingsCard id="tags-new-title" title={t('tags.new_title')} description={t('tags.new_text')}>
            <div className="mt-4">
              <TagForm color={nextTagColor(tags)} onSaved={(tag) => setNotice({ kind: 'created', name: tag.name })} />
            </div>
          </SettingsCard>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('tags.editors_only')}</p>
      )}
    </div>
  );
}
