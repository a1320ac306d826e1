import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQRModule from 'jsqr';
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';

/** An RGBA bitmap, as a canvas's ImageData holds it (4 bytes a pixel, opaque). */
export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type DecoderName = 'zxing' | 'jsqr';

/**
 * The two independent decoders of the scan check. Each answers the text it read, or null. They are set to behave like
 * a decent phone scanner, not like a forensic tool: a check that can never fail checks nothing.
 */
export const decoders: Record<DecoderName, (image: RgbaImage) => Promise<string | null>> = {
  zxing: decodeWithZxing,
  jsqr: async (image) => decodeWithJsqr(image),
};

const ZXING_OPTIONS: ReaderOptions = {
  formats: ['QRCode'],
  // Phone apps look hard at a still frame; the local-average binarizer (the default) is what they use too.
  tryHarder: true,
  tryRotate: true,
  tryDownscale: true,
  // Most camera apps read dark on light only: an inverted code is the `light_on_dark` problem, not a success.
  tryInvert: false,
  // Off by default: the morphological clean-up would paper over dots that really are too thin or too sparse.
  tryDenoise: false,
  isPure: false,
  maxNumberOfSymbols: 1,
  // The bytes as text, nothing "human readable" added: the check compares them with the address exactly.
  textMode: 'Plain',
};

let zxingReady: Promise<void> | null = null;

/**
 * zxing-wasm fetches its .wasm from a CDN unless told otherwise: a self-hosted server must neither depend on a third
 * party nor leak that it runs. The binary is read once per thread from the installed package and handed over.
 */
export function prepareDecoders(): Promise<void> {
  zxingReady ??= (async () => {
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = readFileSync(file);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return zxingReady;
}

async function decodeWithZxing(image: RgbaImage): Promise<string | null> {
  await prepareDecoders();
  const [result] = await readBarcodes(image as ImageData, ZXING_OPTIONS);
  return result?.isValid ? result.text : null;
}

// jsqr is CommonJS: Node's default import is its module.exports, whose `default` is the function.
const jsQR = jsQRModule.default;

function decodeWithJsqr(image: RgbaImage): string | null {
  // dontInvert: like a phone's camera app, read dark modules on a light ground only.
  const result = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
  return result ? result.data : null;
}
