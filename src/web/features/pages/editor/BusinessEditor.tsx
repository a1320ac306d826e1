import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTONS_MAX } from '../../../../shared/page-content.js';
import type { PageFormValues } from '../content-draft.js';
import { FieldRow, PageTextArea, PageTextField, PageUrlField, usePageFieldError } from './fields.js';
import { OpeningHoursField } from './OpeningHoursField.js';
import { RepeatedRows } from './RepeatedRows.js';

/** A business page: opening hours, where and how to reach it, and buttons to other addresses (menu, booking). */
export function BusinessEditor() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <OpeningHoursField />
      <PageTextArea path="content.address" label={t('page.business.address')} autoComplete="street-address" />
      <FieldRow>
        <PageTextField
          path="content.phone"
          label={t('qr_designer.payload.phone')}
          hint={t('qr_designer.payload.phone_hint')}
          type="tel"
          autoComplete="tel"
        />
        <PageTextField path="content.email" label={t('qr_designer.payload.email')} type="email" autoComplete="email" />
      </FieldRow>
      <PageUrlField path="content.website" label={t('qr_designer.payload.website')} />
      <ButtonsField />
    </div>
  );
}

function ButtonsField() {
  const { t } = useTranslation();
  const form = useFormContext<PageFormValues>();
  const buttons = useFieldArray({ control: form.control, name: 'content.buttons' });
  const listError = usePageFieldError('content.buttons');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('page.business.buttons')}</legend>
      <p className="text-sm text-slate-600">{t('page.business.buttons_hint', { max: BUTTONS_MAX })}</p>
      <RepeatedRows
        rows={buttons.fields}
        columns="sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]"
        renderRow={(index) => (
          <>
            <PageTextField
              path={`content.buttons.${index}.label`}
              label={t('page.business.button_label', { number: index + 1 })}
              placeholder={t('page.business.button_label_placeholder')}
            />
            <PageUrlField path={`content.buttons.${index}.url`} label={t('page.business.button_url')} />
          </>
        )}
        removeLabel={(index) => t('page.business.remove_button', { number: index + 1 })}
        onRemove={(index) => buttons.remove(index)}
        error={listError}
        addLabel={t('page.business.add_button')}
        canAdd={buttons.fields.length < BUTTONS_MAX}
        onAdd={() => buttons.append({ label: '', url: '' })}
      />
    </fieldset>
  );
}
