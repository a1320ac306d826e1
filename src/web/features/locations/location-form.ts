import * as z from 'zod/mini';
import { createLocationSchema, updateLocationSchema, type LocationItem } from '../../../shared/locations.js';

/** What the location form's inputs hold: text as typed, the coordinates too (the shared schema reads them). */
export interface LocationFormValues {
  name: string;
  latitude: string;
  longitude: string;
  address: string;
}

// The inputs are the API's body as it is: the shared schemas read the typed coordinates, as the server does.
const formValues = z.custom<LocationFormValues>();
export const createLocationFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values): z.input<typeof createLocationSchema> => values),
  ),
  createLocationSchema,
);
export const updateLocationFormSchema = z.pipe(
  z.pipe(
    formValues,
    z.transform((values): z.input<typeof updateLocationSchema> => values),
  ),
  updateLocationSchema,
);

export const LOCATION_FORM_FIELDS = ['name', 'latitude', 'longitude', 'address'] as const;

export const emptyLocationForm = (): LocationFormValues => ({ name: '', latitude: '', longitude: '', address: '' });

export function locationToForm(location: LocationItem): LocationFormValues {
  return {
    name: location.name,
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    address: location.address ?? '',
  };
}

type LocationChanges = z.input<typeof updateLocationSchema>;
type ParsedLocation = { name?: string; latitude?: number; longitude?: number; address?: string | null };

/** Only what differs from the saved location goes into the PATCH (the same point typed with a comma is no change). */
export function locationChanges(values: ParsedLocation, saved: LocationItem): LocationChanges {
  const changes: LocationChanges = {};
  if (values.name !== undefined && values.name !== saved.name) changes.name = values.name;
  if (values.latitude !== undefined && values.latitude !== saved.latitude) changes.latitude = values.latitude;
  if (values.longitude !== undefined && values.longitude !== saved.longitude) changes.longitude = values.longitude;
  if (values.address !== undefined && values.address !== saved.address) changes.address = values.address;
  return changes;
}
