import { LocateFixed } from 'lucide-react';
import { useState, type ClipboardEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCATION_ADDRESS_MAX, LOCATION_NAME_MAX } from '../../../shared/locations.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { FormTextField } from '../../components/ui/FormTextField.js';
import { TextAreaField } from '../../components/ui/TextAreaField.js';
import { TextField } from '../../components/ui/TextField.js';
import { fieldErrorText } from '../../i18n/errors.js';
import { FormActions } from '../../kit/FormActions.js';
import type { LocationFormValues } from './location-form.js';

const sectionClass = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
// "52.520008, 13.404954", as map apps copy a place: both coordinates at once (decimal points, so the comma parts them).
const PAIR = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;
// Six decimals are about ten centimetres: more than any phone's position is worth.
const DECIMALS = 6;

/** The fields of a location, shared by /location/new and /location/edit/{id}. */
export function LocationForm<Out extends FieldValues>({
  form,
  formError,
  onSubmit,
  submitLabel,
  cancelTo,
}: {
  form: UseFormReturn<LocationFormValues, unknown, Out>;
  formError: string | null;
  onSubmit: () => void;
  submitLabel: string;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  // A coordinate that is not a number gets its own words: the general "not a number" text speaks of whole numbers.
  const coordinateError = (code: string | undefined) =>
    code === 'invalid_number' ? t('location.coordinate_invalid') : fieldErrorText(t, code);
  const fillPoint = (latitude: string, longitude: string) => {
    form.setValue('latitude', latitude, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('longitude', longitude, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const onPastePair = (event: ClipboardEvent<HTMLInputElement>) => {
    const pair = PAIR.exec(event.clipboardData.getData('text'));
    if (!pair?.[1] || !pair[2]) return;
    event.preventDefault();
    fillPoint(pair[1], pair[2]);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <section className={sectionClass} aria-labelledby="location-basics">
        <h2 id="location-basics" className="text-base font-semibold text-slate-900">
          {t('location.section_basics')}
        </h2>
        <FormTextField
          form={form}
          name="name"
          label={t('location.name')}
          hint={t('location.name_hint')}
          maxLength={LOCATION_NAME_MAX}
          autoComplete="off"
        />
        <TextAreaField
          label={t('location.address')}
          hint={t('location.address_hint')}
          rows={2}
          maxLength={LOCATION_ADDRESS_MAX}
          autoComplete="street-address"
          error={fieldErrorText(t, errors.address?.message)}
          {...form.register('address')}
        />
      </section>
      <section className={sectionClass} aria-labelledby="location-point">
        <div>
          <h2 id="location-point" className="text-base font-semibold text-slate-900">
            {t('location.section_point')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('location.point_hint')}</p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('location.latitude')}
            hint={t('location.latitude_hint')}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            error={coordinateError(errors.latitude?.message)}
            {...form.register('latitude')}
            onPaste={onPastePair}
          />
          <TextField
            label={t('location.longitude')}
            hint={t('location.longitude_hint')}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            error={coordinateError(errors.longitude?.message)}
            {...form.register('longitude')}
          />
        </div>
        <CurrentPosition onFound={(latitude, longitude) => fillPoint(latitude, longitude)} />
      </section>
      <FormActions cancelTo={cancelTo} submitLabel={submitLabel} busy={form.formState.isSubmitting} />
    </form>
  );
}

type PositionState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; denied: boolean };

/** Fills the point from the device's position, where the browser can tell it (a secure page, with permission). */
function CurrentPosition({ onFound }: { onFound: (latitude: string, longitude: string) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PositionState>({ kind: 'idle' });
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !window.isSecureContext) return null;
  const locate = () => {
    setState({ kind: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ kind: 'idle' });
        onFound(position.coords.latitude.toFixed(DECIMALS), position.coords.longitude.toFixed(DECIMALS));
      },
      (error) => setState({ kind: 'failed', denied: error.code === error.PERMISSION_DENIED }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" busy={state.kind === 'busy'} onClick={locate}>
        <LocateFixed className="size-4" aria-hidden="true" />
        {t('location.use_my_position')}
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {state.kind === 'failed'
          ? t(state.denied ? 'location.position_denied' : 'location.position_failed')
          : t('location.paste_hint')}
      </p>
    </div>
  );
}
