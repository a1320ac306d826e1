// The locations feature's face: the location picker (QR code and event forms) and a location's name as a link
// (a QR code's facts). Other features import this file only (eslint/module-boundaries.js); everything else here is
// the feature's own.

export { LocationName } from './LocationName.js';
export { LocationPicker } from './LocationPicker.js';
