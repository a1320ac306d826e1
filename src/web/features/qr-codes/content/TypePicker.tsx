import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QR_TYPES, qrClassesOf, type QrTypeId } from '../../../../shared/catalogues.js';
import { useQrTypes } from '../qr-queries.js';
import { useFieldError } from '../designer/use-field-error.js';
import type { QrFormValues } from './qr-form.js';
import { QrTypeName } from './QrTypeName.js';
import { QrTypeIcon } from './type-icons.js';

// The catalogue is shared, so the tiles can show before (or without) the server's answer.
const FALLBACK_TYPES = QR_TYPES.map((type, index) => ({ id: type.id as string, order: index }));

/**
 * The QR types as a radio group of tiles (icon, translated name, the classes it can be made in). Choosing one
 * sets the class to the type's default: dynamic wherever the type can be.
 */
export function TypePicker() {
  const { t } = useTranslation();
  const form = useFormContext<QrFormValues>();
  const types = useQrTypes();
  const error = useFieldError('type');
  const known = new Set<string>(QR_TYPES.map((type) => type.id));
  const list = [...(types.data ?? FALLBACK_TYPES)]
    .filter((type) => known.has(type.id))
    .sort((a, b) => a.order - b.order);
  const registration = form.register('type', {
    onChange: (event: { target: { value: string } }) => {
      const classes = qrClassesOf(event.target.value as QrTypeId);
      if (classes[0]) form.setValue('qrClass', classes[0], { shouldDirty: true });
    },
  });
  return (
    <fieldset aria-describedby={error ? 'qr-type-error' : undefined}>
      <legend className="sr-only">{t('qr_designer.type.legend')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
        {list.map((type) => {
          const classes = qrClassesOf(type.id as QrTypeId);
          return (
            <label
              key={type.id}
              className="relative flex min-w-0 cursor-pointer flex-row items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-2 text-left transition-colors sm:gap-3 sm:px-3 sm:py-2.5 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              {/* The radio covers its whole tile, transparent: a click anywhere on the tile lands on it. */}
              <input
                type="radio"
                value={type.id}
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                {...registration}
              />
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:size-9">
                <QrTypeIcon type={type.id} className="size-5" />
              </span>
              <span className="min-w-0 max-w-full">
                <span className="block text-xs leading-tight font-semibold break-words hyphens-auto text-slate-900 sm:text-sm">
                  <QrTypeName type={type.id} />
                </span>
                <span className="mt-0.5 block text-xs leading-tight break-words hyphens-auto text-slate-600">
                  {classes.length > 1
                    ? t('qr_designer.class.both')
                    : classes[0] === 'static'
                      ? t('qr_designer.class.static')
                      : t('qr_designer.class.dynamic')}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="qr-type-error" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
