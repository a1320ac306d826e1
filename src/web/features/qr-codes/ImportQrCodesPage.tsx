import { CircleCheck, Download, FileUp, ListChecks } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_CSV_BYTES_MAX, BULK_ROWS_MAX, type QrImportResult } from '../../../shared/qr-codes.js';
import { ApiError } from '../../api/client.js';
import { Alert } from '../../components/ui/Alert.js';
import { Button } from '../../components/ui/Button.js';
import { ButtonLink } from '../../components/ui/ButtonLink.js';
import { controlClass } from '../../components/ui/FieldFrame.js';
import { PageHeader } from '../../components/ui/PageHeader.js';
import { errorText, fieldErrorText } from '../../i18n/errors.js';
import { useFormat } from '../../i18n/format.js';
import { BackLink } from '../../kit/BackLink.js';
import { countCsvRows, importErrorText, SAMPLE_CSV, sampleCsvFile } from './qr-csv-sample.js';
import { useQrImport } from './qr-queries.js';
import { saveFile } from './qr-save-file.js';
import { QrImportPreview } from './QrImportPreview.js';

/**
 * /qr-codes/import: many codes from one CSV (`name,target,type`, up to 1,000 rows). "Check" asks the server what
 * each row would become and shows every row's problems; only a CSV whose every row is valid can be imported, all
 * at once. Nothing is written before that confirmation.
 */
export function ImportQrCodesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const importer = useQrImport();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  // The result of the last check, and the very text it checked: an edit since asks for a new check.
  const [checked, setChecked] = useState<{ csv: string; result: QrImportResult } | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const [csvError, setCsvError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const stale = checked !== null && checked.csv !== csv;
  const result = checked && !stale ? checked.result : null;
  const importable = result !== null && result.valid && result.rows.length > 0;

  const changeCsv = (text: string) => {
    setCsv(text);
    setCsvError(undefined);
    setFormError(null);
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setCreated(null);
    if (file.size > BULK_CSV_BYTES_MAX) {
      setFileName(file.name);
      setCsvError(t('qr_code.import.file_too_big', { size: format.number(BULK_CSV_BYTES_MAX / 1024) }));
      return;
    }
    setFileName(file.name);
    changeCsv((await file.text()).replace(/^\uFEFF/, ''));
  };

  const send = async (confirm: boolean) => {
    setCsvError(undefined);
    setFormError(null);
    if (csv.trim() === '') {
      setCsvError(fieldErrorText(t, 'required'));
      return;
    }
    try {
      const answer = await importer.mutateAsync({ csv, confirm });
      setChecked({ csv, result: answer });
      if (confirm) {
        setCreated(answer.created);
        setCsv('');
        setFileName(null);
        setChecked(null);
      }
    } catch (error) {
      // A confirmation refused because a row went bad meanwhile answers the new check: it is shown like one.
      const again = error instanceof ApiError ? (error.details.result as QrImportResult | undefined) : undefined;
      if (again?.rows) setChecked({ csv, result: again });
      const onCsv = error instanceof ApiError ? error.fields.find((issue) => issue.path === 'csv') : undefined;
      if (onCsv) setCsvError(importErrorText(t, onCsv.code, format.number(BULK_ROWS_MAX)));
      else setFormError(errorText(t, error));
    }
  };

  const rows = countCsvRows(csv);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        eyebrow={<BackLink to="/qr-codes" label={t('qr_code.back_to_list')} />}
        title={t('qr_code.import.title')}
        description={t('qr_code.import.subtitle', { max: format.number(BULK_ROWS_MAX) })}
      />

      {created !== null && (
        <div className="space-y-3" data-testid="qr-import-done">
          <Alert tone="success">{t('qr_code.import.done', { number: format.number(created) })}</Alert>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/qr-codes">{t('qr_code.import.to_list')}</ButtonLink>
            <Button variant="secondary" onClick={() => setCreated(null)}>
              {t('qr_code.import.another')}
            </Button>
          </div>
        </div>
      )}

      {created === null && (
        <>
          <section
            aria-labelledby={`${id}-format`}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id={`${id}-format`} className="text-base font-semibold text-slate-900">
              {t('qr_code.import.format_title')}
            </h2>
            <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
              <li>
                <code className="font-mono font-semibold text-slate-900">name</code> — {t('qr_code.import.format_name')}
              </li>
              <li>
                <code className="font-mono font-semibold text-slate-900">target</code> —{' '}
                {t('qr_code.import.format_target')}
              </li>
              <li>
                <code className="font-mono font-semibold text-slate-900">type</code> — {t('qr_code.import.format_type')}
              </li>
            </ul>
            <p className="mt-4 text-sm font-medium text-slate-600">{t('qr_code.import.example')}</p>
            <pre className="mt-1.5 rounded-lg bg-slate-50 px-3 py-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-800 sm:text-sm">
              {SAMPLE_CSV}
            </pre>
            <Button
              variant="secondary"
              className="mt-4 px-3 py-2"
              onClick={() => saveFile(sampleCsvFile(), 'qr-codes-sample.csv')}
            >
              <Download className="size-4" aria-hidden="true" />
              {t('qr_code.import.sample')}
            </Button>
          </section>

          <section
            aria-labelledby={`${id}-csv-title`}
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id={`${id}-csv-title`} className="text-base font-semibold text-slate-900">
              {t('qr_code.import.csv_title')}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <label
                htmlFor={`${id}-file`}
                className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <FileUp className="size-4" aria-hidden="true" />
                {t('qr_code.import.choose_file')}
                <input
                  id={`${id}-file`}
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  className="sr-only"
                  onChange={(event) => void pickFile(event)}
                />
              </label>
              <span className="min-w-0 truncate text-sm text-slate-600" aria-live="polite">
                {fileName ?? t('qr_code.import.no_file')}
              </span>
            </div>
            <div>
              <label htmlFor={`${id}-csv`} className="block text-sm font-medium text-slate-700">
                {t('qr_code.import.paste')}
              </label>
              <textarea
                id={`${id}-csv`}
                value={csv}
                onChange={(event) => {
                  setFileName(null);
                  changeCsv(event.target.value);
                }}
                rows={8}
                spellCheck={false}
                placeholder={SAMPLE_CSV}
                aria-invalid={csvError ? true : undefined}
                aria-describedby={csvError ? `${id}-csv-error` : `${id}-csv-hint`}
                className={`${controlClass(csvError)} font-mono text-xs sm:text-sm`}
                data-testid="qr-import-csv"
              />
              {csvError ? (
                <p id={`${id}-csv-error`} className="hint-text mt-1.5 text-sm text-red-600">
                  {csvError}
                </p>
              ) : (
                <p id={`${id}-csv-hint`} className="hint-text mt-1.5 text-sm text-slate-500">
                  {t('qr_code.import.paste_hint', { max: format.number(BULK_ROWS_MAX) })}
                </p>
              )}
            </div>
            {formError && <Alert tone="error">{formError}</Alert>}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant={importable ? 'secondary' : 'primary'}
                busy={importer.isPending && importer.variables?.confirm === false}
                disabled={importer.isPending}
                onClick={() => void send(false)}
              >
                <ListChecks className="size-4" aria-hidden="true" />
                {t('qr_code.import.check')}
              </Button>
              {rows > 0 && (
                <span className="text-sm text-slate-500">
                  {t('qr_code.import.rows_found', { number: format.number(rows) })}
                </span>
              )}
            </div>
            {stale && (
              <p className="text-sm text-amber-800" role="status">
                {t('qr_code.import.stale')}
              </p>
            )}
          </section>

          {result && (
            <>
              <QrImportPreview result={result} />
              <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-start gap-2 text-sm text-slate-700">
                  {importable ? (
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                  ) : null}
                  {importable
                    ? t('qr_code.import.ready', { number: format.number(result.rows.length) })
                    : result.rows.length === 0
                      ? t('qr_code.import.no_rows')
                      : t('qr_code.import.fix_first')}
                </p>
                <Button
                  disabled={!importable || importer.isPending}
                  busy={importer.isPending && importer.variables?.confirm === true}
                  onClick={() => void send(true)}
                  data-testid="qr-import-confirm"
                >
                  {t('qr_code.import.confirm', { number: format.number(result.rows.length) })}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
