// Codes beyond ASCII carry the UTF-8 marker, so every reader gets the exact text: zbar (which guesses Shift-JIS for
// unmarked bytes) and zxing. Pure ASCII codes are built exactly as before.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN } from '../../../shared/qr-design.js';
import { encodeStaticPayload, staticPayloadSchema } from '../../../shared/qr-payloads.js';
import { decoders } from './decoders.js';
import { buildMatrix } from './matrix.js';
import { renderImage } from './render.js';

const hasZbar = (() => {
  try {
    execFileSync('which', ['zbarimg']);
    return true;
  } catch {
    return false;
  }
})();
// CI installs zbar-tools; there a missing zbarimg is a failure, never a quietly skipped test.
const runZbar = hasZbar || process.env.CI === 'true';

const payloadText = (value: unknown) => encodeStaticPayload(staticPayloadSchema.parse(value));
const CASES = [
  {
    name: 'a Wi-Fi network "Café"',
    text: payloadText({ kind: 'wifi', ssid: 'Café', security: 'WPA', password: 'grüner tee 42' }),
  },
  {
    name: 'a vCard of "Anna Müller"',
    text: payloadText({ kind: 'vcard', firstName: 'Anna', lastName: 'Müller', phone: '+49 30 1234567' }),
  },
];

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'qr-eci-test-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function renderPng(text: string): Promise<Buffer> {
  const image = await renderImage({ text, design: DEFAULT_DESIGN, logo: null }, 'png', {
    px: 600,
    unit: 'px',
    amount: 600,
  });
  return image.body;
}

describe('the UTF-8 marker', () => {
  for (const { name, text } of CASES) {
    it.runIf(runZbar)(`lets zbar read ${name} exactly`, async () => {
      if (!hasZbar) throw new Error('zbarimg is missing: apt-get install -y zbar-tools');
      const file = path.join(folder, `${name.replace(/\W+/g, '-')}.png`);
      writeFileSync(file, await renderPng(text));
      const zbar = spawnSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' });
      expect(zbar.status, zbar.stderr).toBe(0);
      // --raw prints the text and a line break after it.
      expect(zbar.stdout).toBe(`${text}\n`);
    });

    it(`lets zxing read ${name} exactly`, async () => {
      const { data, info } = await sharp(await renderPng(text))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const image = { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
      expect(await decoders.zxing(image)).toBe(text);
    });
  }

  it('is left out of pure ASCII codes, whose modules stay exactly as qrcode makes them', () => {
    const text = payloadText({ kind: 'wifi', ssid: 'Cafe', security: 'WPA', password: 'green tea 42' });
    const matrix = buildMatrix(text, 'M');
    const plain = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect([matrix.version, Array.from(matrix.dark)]).toEqual([plain.version, Array.from(plain.modules.data)]);
  });

  it('is put into codes beyond ASCII, which therefore differ from the unmarked ones', () => {
    const text = CASES[0]?.text ?? '';
    const plain = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(Array.from(buildMatrix(text, 'M').dark)).not.toEqual(Array.from(plain.modules.data));
  });
});
