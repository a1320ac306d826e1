// Locations (docs/product.md, Locations): where a printed code hangs — a name, a point on the map and an optional
// address.
import * as z from 'zod/mini';
import { pageSchema, type Page } from './list.js';

export const LOCATION_NAME_MAX = 200;
export const LOCATION_ADDRESS_MAX = 500;
// Longer than any coordinate a person types (the full precision of a double is 17 digits).
const COORDINATE_TEXT_MAX = 40;

const nameSchema = z
  .string({ error: 'required' })
  .check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(LOCATION_NAME_MAX, { error: 'too_long' }));

// A cleared address field sends "" (or null): no address.
const addressSchema = z.pipe(
  z.nullable(
    z.string({ error: 'invalid_type' }).check(z.trim(), z.maxLength(LOCATION_ADDRESS_MAX, { error: 'too_long' })),
  ),
  z.transform((value) => (value ? value : null)),
);

// Decimal degrees as people write them: "52.52", "-13.4", "+8", ".5", and with a decimal comma "13,405".
const DECIMAL_DEGREES = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A coordinate as a form's text field or a client sends it, as a number of degrees: a number, or text holding one
 * (spaces around it ignored, a decimal comma taken for a point). Empty text is a missing value (`required`); other
 * text, exponents and non-finite numbers are `invalid_number`.
 */
export function parseCoordinate(value: unknown): number | 'required' | 'invalid_number' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid_number';
  if (typeof value !== 'string') return value === undefined || value === null ? 'required' : 'invalid_number';
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length > COORDINATE_TEXT_MAX || !DECIMAL_DEGREES.test(text)) return 'invalid_number';
  return Number(text.replace(',', '.'));
}

/** A latitude or longitude: parsed with `parseCoordinate`, then held within ±`limit` degrees (`rangeCode`). */
function coordinateSchema(limit: number, rangeCode: 'latitude_range' | 'longitude_range', description: string) {
  return z
    .pipe(
      z
        .union([z.number(), z.string()], {
          error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_number'),
        })
        .check(z.describe(description)),
      z.transform((value, ctx) => {
        const parsed = parseCoordinate(value);
        if (typeof parsed === 'number') return parsed;
        ctx.issues.push({ code: 'custom', message: parsed, input: value });
        return z.NEVER;
      }),
    )
    .check(z.refine((degrees: number) => degrees >= -limit && degrees <= limit, { error: rangeCode, abort: true }));
}

const latitudeSchema = coordinateSchema(90, 'latitude_range', 'Degrees north, −90 to 90: a number or text ("52.52").');
const longitudeSchema = coordinateSchema(
  180,
  'longitude_range',
  'Degrees east, −180 to 180: a number or text ("13.405", "13,405").',
);

const locationFields = {
  name: nameSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  address: addressSchema,
};

export const createLocationSchema = z.strictObject({
  name: locationFields.name,
  latitude: locationFields.latitude,
  longitude: locationFields.longitude,
  address: z.optional(locationFields.address),
});
export type CreateLocationInput = z.infer<typeof createLocationSchema>;

/** Any field may change; `address: null` (or "") clears it. */
export const updateLocationSchema = z
  .partial(z.strictObject(locationFields))
  .check(z.refine((value) => Object.keys(value).length > 0, { error: 'empty_update' }));
export type UpdateLocationInput = z.infer<typeof updateLocationSchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.nullable(z.string()),
  qrCodes: z.number().check(z.describe('QR codes placed at the location.')),
  events: z.number().check(z.describe('Events held at the location.')),
  scans: z.number().check(z.describe('All-time scans counted for the location (through the codes placed there).')),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LocationItem = z.infer<typeof locationSchema>;
export const locationPageSchema = pageSchema(locationSchema);
export type LocationList = Page<LocationItem>;

/** A QR code placed at a location, as `GET /api/locations/{id}/qr-codes` lists it. */
export const placedQrCodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  qrClass: z.enum(['dynamic', 'static']),
  code: z.nullable(z.string().check(z.describe("A dynamic code's own short code; null for a static code."))),
  shortUrl: z.nullable(z.string()),
  scans: z.number().check(z.describe('All-time scans of the code (0 for a static code, which is not tracked).')),
  createdAt: z.string(),
});
export type PlacedQrCode = z.infer<typeof placedQrCodeSchema>;
export const placedQrCodePageSchema = pageSchema(placedQrCodeSchema);
export type PlacedQrCodeList = Page<PlacedQrCode>;
