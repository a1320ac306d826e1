import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { qrTypeLabel, QR_TYPE_IDS } from '../../../shared/catalogues.js';
import { BULK_ROWS_MAX, type QrImportResult } from '../../../shared/qr-codes.js';
import { useFormat } from '../../i18n/format.js';
import { importErrorText } from './qr-csv-sample.js';

type Row = QrImportResult['rows'][number];

/**
 * The checked CSV, row by row as it would be imported: line, name, target, type, and each row's problems in words
 * beside it. The table scrolls sideways inside its card on a phone rather than widening the page.
 */
export function QrImportPreview({ result }: { result: QrImportResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const invalid = result.rows.filter((row) => row.errors.length > 0).length;
  const valid = result.rows.length - invalid;
  return (
    <section aria-labelledby="qr-import-preview" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-5 py-4">
        <h2 id="qr-import-preview" className="text-base font-semibold text-slate-900">
          {t('qr_code.import.preview_title')}
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="qr-import-counts">
          <span className="inline-flex items-center gap-1.5 text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('qr_code.import.valid_rows', { number: format.number(valid) })}
          </span>
          <span className={`inline-flex items-center gap-1.5 ${invalid > 0 ? 'text-red-700' : 'text-slate-500'}`}>
            <CircleAlert className="size-4" aria-hidden="true" />
            {t('qr_code.import.invalid_rows', { number: format.number(invalid) })}
          </span>
        </p>
      </div>
      {/* Focusable, so a keyboard can scroll it on a narrow screen. */}
      <div
        className="max-h-[28rem] overflow-auto"
        tabIndex={0}
        role="region"
        aria-label={t('qr_code.import.preview_title')}
      >
        <table className="w-full min-w-[52rem] text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                {t('qr_code.import.column.line')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('qr_code.import.column.name')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('qr_code.import.column.target')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('qr_code.import.column.type')}
              </th>
              <th scope="col" className="px-4 py-2.5">
                {t('qr_code.import.column.check')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.rows.map((row) => (
              <PreviewRow key={row.line} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PreviewRow({ row }: { row: Row }) {
  const { t } = useTranslation();
  const format = useFormat();
  const bad = row.errors.length > 0;
  // An empty type imports as a link.
  const type = row.type.trim() || 'link';
  const knownType = (QR_TYPE_IDS as readonly string[]).includes(type);
  return (
    <tr className={bad ? 'bg-red-50/60' : undefined} data-testid="qr-import-row">
      <td className="px-4 py-2.5 align-top text-slate-500 tabular-nums">{row.line}</td>
      <td className="max-w-[14rem] min-w-[8rem] px-4 py-2.5 align-top [overflow-wrap:anywhere] text-slate-900">
        {row.name || <Blank />}
      </td>
      <td className="max-w-[18rem] min-w-[12rem] px-4 py-2.5 align-top [overflow-wrap:anywhere] text-slate-700">
        {row.target || <Blank />}
      </td>
      <td className="min-w-[7rem] px-4 py-2.5 align-top text-slate-700">{knownType ? t(qrTypeLabel(type)) : type}</td>
      <td className="min-w-[14rem] px-4 py-2.5 align-top">
        {bad ? (
          <ul className="space-y-1 text-red-700">
            {row.errors.map((error, index) => (
              <li key={index} className="flex items-start gap-1.5">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {error.field !== 'row' && (
                    <span className="font-medium">{t(`qr_code.import.column.${error.field}`)}: </span>
                  )}
                  {importErrorText(t, error.code, format.number(BULK_ROWS_MAX))}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-emerald-700">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('qr_code.import.row_ok')}
          </span>
        )}
      </td>
    </tr>
  );
}

function Blank() {
  const { t } = useTranslation();
  return <span className="text-slate-600 italic">{t('qr_code.import.blank')}</span>;
}
