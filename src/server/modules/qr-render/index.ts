// The renderer's face: what the QR codes module needs to render, check and size a code and its logo.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { unsupportedCharacters } from './font.js';
export { LogoError, normaliseLogo } from './logo.js';
export { QrTooLongError, qrInfo, type LogoAsset, type RenderInput } from './render.js';
