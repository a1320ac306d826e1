import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_FORMATS, mmToPx, PIXEL_SIZES, PRINT_SIZES_MM, type ImageFormat } from '../../../shared/qr-design.js';
import { controlClass } from '../../components/ui/FieldFrame.js';

/** The size a download starts with: 300 × 300 px, the size a code has always had by default. */
export const DEFAULT_DOWNLOAD_SIZE = `${PIXEL_SIZES[0]}px`;
export const DEFAULT_DOWNLOAD_FORMAT: ImageFormat = 'png';

const FORMAT_NAMES: Record<ImageFormat, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  svg: 'SVG',
  pdf: 'PDF',
  eps: 'EPS',
};
export const formatName = (format: ImageFormat) => FORMAT_NAMES[format];

/**
 * The two choices of a download, a single code's or a ZIP's: the file format (PNG by default) and the size, in
 * pixels for screens or in millimetres printed at 300 dpi. Each select says what its choice is good for.
 */
export function QrFormatSizeFields({
  format,
  size,
  onFormatChange,
  onSizeChange,
}: {
  format: ImageFormat;
  size: string;
  onFormatChange: (format: ImageFormat) => void;
  onSizeChange: (size: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const print = size.endsWith('mm');
  return (
    <div className="mt-5 grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-format`} className="block text-sm font-medium text-slate-700">
          {t('qr_code.download.format')}
        </label>
        <select
          id={`${id}-format`}
          value={format}
          onChange={(event) => onFormatChange(event.target.value as ImageFormat)}
          aria-describedby={`${id}-format-hint`}
          className={controlClass(undefined)}
        >
          {IMAGE_FORMATS.map((value) => (
            <option key={value} value={value}>
              {FORMAT_NAMES[value]}
            </option>
          ))}
        </select>
        <p id={`${id}-format-hint`} className="hint-text mt-1.5 text-sm text-slate-500">
          {t(`qr_code.download.format_hint.${format}`)}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-size`} className="block text-sm font-medium text-slate-700">
          {t('qr_code.download.size')}
        </label>
        <select
          id={`${id}-size`}
          value={size}
          onChange={(event) => onSizeChange(event.target.value)}
          aria-describedby={`${id}-size-hint`}
          className={controlClass(undefined)}
        >
          <optgroup label={t('qr_code.download.pixels')}>
            {PIXEL_SIZES.map((px) => (
              <option key={px} value={`${px}px`}>
                {t('qr_code.download.size_px', { size: px })}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('qr_code.download.print')}>
            {PRINT_SIZES_MM.map((mm) => (
              <option key={mm} value={`${mm}mm`}>
                {t('qr_code.download.size_mm', { size: mm, px: mmToPx(mm) })}
              </option>
            ))}
          </optgroup>
        </select>
        <p id={`${id}-size-hint`} className="hint-text mt-1.5 text-sm text-slate-500">
          {t(print ? 'qr_code.download.print_hint' : 'qr_code.download.pixels_hint')}
        </p>
      </div>
    </div>
  );
}
