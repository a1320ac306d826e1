import { Lock, RefreshCcw } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { qrClassesOf, type QrTypeId } from '../../../../shared/catalogues.js';
import { ChoiceCards } from '../../../components/ui/ChoiceCards.js';
import { useFieldError } from '../designer/use-field-error.js';
import type { QrClass, QrFormValues } from './qr-form.js';

/**
 * Dynamic or static, where the type can be both (dynamic first, the default); otherwise what the type's only class
 * means. A saved code's class never changes, so the edit screen only says which it is.
 */
export function ClassPicker({ type, fixed }: { type: QrTypeId; fixed?: QrClass }) {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const error = useFieldError('qrClass');
  const classes = qrClassesOf(type);
  if (!fixed && classes.length > 1) {
    return (
      <ChoiceCards
        id="qr-class"
        legend={t('qr_designer.class.legend')}
        choices={classes.map((qrClass) => ({
          value: qrClass,
          title: t(`qr_designer.class.${qrClass}`),
          hint: t(`qr_designer.class.${qrClass}_hint`),
        }))}
        registration={form.register('qrClass')}
        error={error}
      />
    );
  }
  const only = fixed ?? classes[0] ?? 'dynamic';
  const Icon = only === 'static' ? Lock : RefreshCcw;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700 ring-1 ring-slate-200">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="font-semibold text-slate-900">{t(`qr_designer.class.${only}`)}</span>
        {' — '}
        {t(`qr_designer.class.${only}_hint`)}
      </span>
    </p>
  );
}
