import { useTranslation } from 'react-i18next';
import { FieldRow, PageTextField } from './fields.js';

/** Where the page's code hangs, as two numbers typed as text (a comma for the decimal point is read too). */
export function PlaceFields() {
  const { t } = useTranslation();
  return (
    <FieldRow>
      <PageTextField
        path="latitude"
        label={t('page.editor.latitude')}
        hint={t('page.editor.latitude_hint')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="52.5200"
      />
      <PageTextField
        path="longitude"
        label={t('page.editor.longitude')}
        hint={t('page.editor.longitude_hint')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="13.4050"
      />
    </FieldRow>
  );
}
