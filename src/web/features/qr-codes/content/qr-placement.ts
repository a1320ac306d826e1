import type { QrFormValues } from './qr-form.js';

/** `?locationId=…` (from a location's page): the new code is placed there in advance; the person may change it. */
export function preselectedPlace(values: QrFormValues, params: URLSearchParams): QrFormValues {
  const locationId = params.get('locationId')?.trim() ?? '';
  return locationId ? { ...values, locationId } : values;
}
