import { useTranslation } from 'react-i18next';
import { PageUrlField } from './fields.js';

/** An app page: its two store addresses; the public page puts the visitor's own store first. */
export function AppEditor() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t('page.app.intro')}</p>
      <PageUrlField
        path="content.appStoreUrl"
        label={t('page.app.app_store')}
        placeholder="https://apps.apple.com/app/…"
      />
      <PageUrlField
        path="content.googlePlayUrl"
        label={t('page.app.google_play')}
        placeholder="https://play.google.com/store/apps/details?id=…"
      />
    </div>
  );
}
