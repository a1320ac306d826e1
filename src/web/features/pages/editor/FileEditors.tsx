import { useTranslation } from 'react-i18next';
import { MediaUploadField } from './MediaUploadField.js';

/** A PDF page: the document, shown inline on the page with a download. */
export function PdfEditor() {
  const { t } = useTranslation();
  return <MediaUploadField path="content.mediaId" kind="pdf" label={t('page.pdf.file')} />;
}

/** A 3D/AR page: a glTF or GLB model, shown in a viewer that only that page loads. */
export function ModelEditor() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <MediaUploadField path="content.mediaId" kind="model" label={t('page.model.file')} />
      <p className="text-sm text-slate-600">{t('page.model.hint')}</p>
    </div>
  );
}
