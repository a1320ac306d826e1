import type { TFunction } from 'i18next';
import { fieldErrorText } from '../../i18n/errors.js';

/** The sample of the import screen: the header, then a row of each kind a CSV may hold. */
export const SAMPLE_CSV = [
  'name,target,type',
  'Spring menu,https://example.com/menu,link',
  'Shop window,https://example.com/shop,website',
  'Welcome note,"Hello, and welcome to our shop!",text',
].join('\n');

/** The sample as the file people download and fill in (with a final line break, as spreadsheets write it). */
export const sampleCsvFile = () => new Blob([`${SAMPLE_CSV}\n`], { type: 'text/csv;charset=utf-8' });

/**
 * Rows of a CSV text, roughly (lines that are not blank, less the header line when there is one): enough to say how
 * many rows a check is about to read. The server's count, which knows quoted line breaks, is the one that counts.
 */
export function countCsvRows(csv: string): number {
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = /^\W*name\s*[,;]\s*target/i.test(lines[0] ?? '');
  return lines.length - (header ? 1 : 0);
}

/** A check's problem in words: the import's own codes (a type that cannot be imported), else the field codes. */
export function importErrorText(t: TFunction, code: string, max: string): string {
  return t(`qr_code.import.error.${code}`, { defaultValue: fieldErrorText(t, code) ?? code, max });
}
