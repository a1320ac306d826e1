import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../test/media-files.js';
import { pdfRunsActions } from './pdf-actions.js';

const file = (...objects: string[]) =>
  Buffer.from(
    `%PDF-1.7\n${objects.map((body, index) => `${index + 1} 0 obj\n${body}\nendobj\n`).join('')}%%EOF\n`,
    'latin1',
  );

/** An object stream (PDF 1.5) holding `objects`, compressed with Flate unless told otherwise. */
const objectStream = (
  objects: string,
  dictionary = '/Filter /FlateDecode',
  compress: (bytes: Buffer) => Buffer = (bytes) => deflateSync(bytes),
) => {
  const data = compress(Buffer.from(objects, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 ${dictionary} /Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
};

describe('pdfRunsActions: whether a viewer would run something of the PDF', () => {
  it('finds nothing in a plain document, nor in one that opens at its first page fitted', () => {
    expect(pdfRunsActions(pdf())).toBe(false);
    expect(pdfRunsActions(file('<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>'))).toBe(false);
    // A name that merely starts like one of them is another name.
    expect(pdfRunsActions(file('<< /JSON 1 /JavaScriptish 2 /Font /JS1 >>'))).toBe(false);
  });

  it.each([
    ['a script opened with the document', '<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'],
    ['a script on a page event', '<< /Type /Page /AA << /O << /S /JavaScript /JS 9 0 R >> >> >>'],
    ['a launched program', '<< /S /Launch /F (calc.exe) >>'],
    ['a form that submits', '<< /S /SubmitForm /F (https://example.com/) >>'],
    ['an embedded file', '<< /Type /Catalog /Names << /EmbeddedFiles 4 0 R >> >>'],
    ['an XFA form', '<< /AcroForm << /XFA 5 0 R >> >>'],
    ['a name written with escapes', '<< /S /J#61vaScript /J#53 (app.alert(1)) >>'],
  ])('finds %s', (_label, dictionary) => {
    expect(pdfRunsActions(file(dictionary))).toBe(true);
  });

  it('looks inside object streams, where newer PDFs compress their dictionaries', () => {
    expect(pdfRunsActions(objectStream('3 0 << /Type /Catalog /Pages 2 0 R >>'))).toBe(false);
    expect(pdfRunsActions(objectStream('3 0 << /S /JavaScript /JS (app.alert(1)) >>'))).toBe(true);
  });

  it('takes an object stream it cannot read for an active one (other filters, predictors, damage, encryption)', () => {
    const catalog = '3 0 << /Type /Catalog /Pages 2 0 R >>';
    expect(pdfRunsActions(objectStream(catalog, '/Filter [/ASCIIHexDecode /FlateDecode]'))).toBe(true);
    expect(pdfRunsActions(objectStream(catalog, '/Filter /FlateDecode /DecodeParms << /Predictor 12 >>'))).toBe(true);
    expect(pdfRunsActions(objectStream(catalog, '/Filter /FlateDecode', (bytes: Buffer) => bytes))).toBe(true);
  });
});
