// The look of a QR code (docs/product.md, QR codes): one schema for the designer, the API, the templates and the
// renderer.
import * as z from 'zod/mini';

export const DOT_STYLES = ['square', 'dots', 'rounded', 'extra-rounded', 'classy', 'classy-rounded'] as const;
export const CORNER_SQUARE_STYLES = ['square', 'extra-rounded', 'dot'] as const;
export const CORNER_DOT_STYLES = ['square', 'dot'] as const;
export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const FRAME_STYLES = ['none', 'banner-bottom', 'banner-top', 'box'] as const;

export type DotStyle = (typeof DOT_STYLES)[number];
export type CornerSquareStyle = (typeof CORNER_SQUARE_STYLES)[number];
export type CornerDotStyle = (typeof CORNER_DOT_STYLES)[number];
export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];
export type FrameStyle = (typeof FRAME_STYLES)[number];

/** Quiet zone in modules: ISO 18004 asks for 4; fewer than 2 fails the scan check. */
export const QUIET_ZONE_MIN = 0;
export const QUIET_ZONE_MAX = 16;
export const QUIET_ZONE_DEFAULT = 4;
export const LOGO_SIZE_MIN = 0.1;
export const LOGO_SIZE_MAX = 0.5;
export const LOGO_SIZE_DEFAULT = 0.4;
export const LOGO_MARGIN_MAX = 40;
export const LOGO_MARGIN_DEFAULT = 10;
export const LOGO_BYTES_MAX = 1024 * 1024;
export const FRAME_TEXT_MAX = 30;
/** A logo needs at least this error correction: the dots behind it are gone and must be recovered. */
export const LOGO_MIN_ERROR_CORRECTION: ErrorCorrection = 'Q';

const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** `#rrggbb`, lower case; `#RGB` and upper case are accepted and normalised. */
export const colorSchema = z.pipe(
  z.string({ error: 'invalid_color' }),
  z.pipe(
    z.transform((value: string) => {
      const trimmed = value.trim().toLowerCase();
      const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(trimmed);
      return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : trimmed;
    }),
    z.string().check(z.regex(HEX_COLOR, { error: 'invalid_color' })),
  ),
);

/** The dots' paint: one colour, or a two-colour gradient (linear at an angle, or radial from the centre). */
export const paintSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('solid'), color: colorSchema }),
  z.strictObject({
    kind: z.literal('linear'),
    colors: z.tuple([colorSchema, colorSchema]),
    /** Degrees clockwise from left-to-right. */
    rotation: z
      .number({ error: 'invalid_number' })
      .check(z.minimum(0, { error: 'too_small' }), z.maximum(360, { error: 'too_big' })),
  }),
  z.strictObject({ kind: z.literal('radial'), colors: z.tuple([colorSchema, colorSchema]) }),
]);
export type Paint = z.infer<typeof paintSchema>;

export const logoSchema = z.strictObject({
  /** An upload of `POST /api/qr/logos`. */
  uploadId: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(64)),
  /** Side of the logo box as a share of the code's side. */
  size: z
    .number({ error: 'invalid_number' })
    .check(z.minimum(LOGO_SIZE_MIN, { error: 'too_small' }), z.maximum(LOGO_SIZE_MAX, { error: 'too_big' })),
  /** Clear space around the logo, in pixels of a 300 px code (scaled with the code). */
  margin: z
    .number({ error: 'invalid_number' })
    .check(
      z.int({ error: 'invalid_number' }),
      z.minimum(0, { error: 'too_small' }),
      z.maximum(LOGO_MARGIN_MAX, { error: 'too_big' }),
    ),
});
export type QrLogo = z.infer<typeof logoSchema>;

export const frameSchema = z.strictObject({
  style: z.enum(FRAME_STYLES, { error: 'invalid_option' }),
  text: z.string({ error: 'required' }).check(z.trim(), z.maxLength(FRAME_TEXT_MAX, { error: 'too_long' })),
  color: colorSchema,
  textColor: colorSchema,
});
export type QrFrame = z.infer<typeof frameSchema>;

export const qrDesignSchema = z.strictObject({
  foreground: paintSchema,
  background: colorSchema,
  dotStyle: z.enum(DOT_STYLES, { error: 'invalid_option' }),
  cornerSquareStyle: z.enum(CORNER_SQUARE_STYLES, { error: 'invalid_option' }),
  cornerDotStyle: z.enum(CORNER_DOT_STYLES, { error: 'invalid_option' }),
  /** The finder patterns' own colours; null follows the foreground. */
  cornerSquareColor: z.nullable(colorSchema),
  cornerDotColor: z.nullable(colorSchema),
  errorCorrection: z.enum(ERROR_CORRECTION_LEVELS, { error: 'invalid_option' }),
  /** Light modules around the code. */
  quietZone: z
    .number({ error: 'invalid_number' })
    .check(
      z.int({ error: 'invalid_number' }),
      z.minimum(QUIET_ZONE_MIN, { error: 'too_small' }),
      z.maximum(QUIET_ZONE_MAX, { error: 'too_big' }),
    ),
  logo: z.nullable(logoSchema),
  frame: frameSchema,
});
export type QrDesign = z.infer<typeof qrDesignSchema>;

/** A new code's look: square dots, black on white, error correction M, the standard quiet zone, no logo, no frame. */
export const DEFAULT_DESIGN: QrDesign = {
  foreground: { kind: 'solid', color: '#000000' },
  background: '#ffffff',
  dotStyle: 'square',
  cornerSquareStyle: 'square',
  cornerDotStyle: 'square',
  cornerSquareColor: null,
  cornerDotColor: null,
  errorCorrection: 'M',
  quietZone: QUIET_ZONE_DEFAULT,
  logo: null,
  frame: { style: 'none', text: 'Scan me', color: '#000000', textColor: '#ffffff' },
};

const LEVEL_ORDER: Record<ErrorCorrection, number> = { L: 0, M: 1, Q: 2, H: 3 };

/** The error correction a design is rendered with: at least Q while it has a logo (the dots behind it are lost). */
export function effectiveErrorCorrection(design: Pick<QrDesign, 'errorCorrection' | 'logo'>): ErrorCorrection {
  if (!design.logo) return design.errorCorrection;
  return LEVEL_ORDER[design.errorCorrection] >= LEVEL_ORDER[LOGO_MIN_ERROR_CORRECTION]
    ? design.errorCorrection
    : LOGO_MIN_ERROR_CORRECTION;
}

/** The colours the dots are painted in: what contrast is judged on (the worst of a gradient's). */
export function foregroundColors(paint: Paint): string[] {
  return paint.kind === 'solid' ? [paint.color] : [...paint.colors];
}

/** Output sizes: pixels for screens, millimetres at 300 dpi for print. */
export const SIZE_PX_MIN = 64;
export const SIZE_PX_MAX = 4096;
export const SIZE_MM_MIN = 10;
export const SIZE_MM_MAX = 300;
export const PRINT_DPI = 300;
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'svg', 'pdf', 'eps'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** The media type each download format is answered as. */
export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eps: 'application/postscript',
};
/** The sizes the download dialog offers; any other in range is accepted by the API. */
export const PIXEL_SIZES = [300, 600, 1024, 2048] as const;
export const PRINT_SIZES_MM = [20, 30, 50, 100] as const;

/** Millimetres at 300 dpi → pixels. */
export function mmToPx(mm: number): number {
  return Math.round((mm / 25.4) * PRINT_DPI);
}

/**
 * `?size=`: `1024` or `1024px` (pixels), or `50mm` (printed at 300 dpi). Out of range → 422 `too_small`/`too_big`,
 * so a huge size can never exhaust the server's memory.
 */
export const imageSizeSchema = z.pipe(
  z.string({ error: 'invalid_size' }),
  z.pipe(
    z.transform((value: string, ctx) => {
      const match = /^\s*(\d{1,5})(px|mm)?\s*$/i.exec(value);
      if (!match) {
        ctx.issues.push({ code: 'custom', message: 'invalid_size', input: value });
        return z.NEVER;
      }
      const amount = Number(match[1]);
      const unit = (match[2]?.toLowerCase() ?? 'px') as 'px' | 'mm';
      const [min, max] = unit === 'px' ? [SIZE_PX_MIN, SIZE_PX_MAX] : [SIZE_MM_MIN, SIZE_MM_MAX];
      if (amount < min || amount > max) {
        ctx.issues.push({ code: 'custom', message: amount < min ? 'too_small' : 'too_big', input: value });
        return z.NEVER;
      }
      return { unit, amount, px: unit === 'px' ? amount : mmToPx(amount) };
    }),
    z.object({ unit: z.enum(['px', 'mm']), amount: z.number(), px: z.number() }),
  ),
);
export type ImageSize = z.infer<typeof imageSizeSchema>;
