import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTONS_MAX } from '../../../../shared/page-content.js';
import { Button } from '../../../components/ui/Button.js';
import type { PageFormValues } from '../content-draft.js';
import { FieldRow, PageTextArea, PageTextField, PageUrlField, usePageFieldError } from './fields.js';
import { OpeningHoursField } from './OpeningHoursField.js';

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
      {buttons.fields.length > 0 && (
        <ol className="space-y-3">
          {buttons.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
            >
              <PageTextField
                path={`content.buttons.${index}.label`}
                label={t('page.business.button_label', { number: index + 1 })}
                placeholder={t('page.business.button_label_placeholder')}
              />
              <PageUrlField path={`content.buttons.${index}.url`} label={t('page.business.button_url')} />
              <Button
                variant="ghost"
                className="self-end text-red-700 sm:mb-0.5"
                aria-label={t('page.business.remove_button', { number: index + 1 })}
                onClick={() => buttons.remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="sm:sr-only">{t('page.remove')}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="text-sm text-red-600">{listError}</p>}
      <Button
        variant="secondary"
        disabled={buttons.fields.length >= BUTTONS_MAX}
        onClick={() => buttons.append({ label: '', url: '' })}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('page.business.add_button')}
      </Button>
    </fieldset>
  );
}
