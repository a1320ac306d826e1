// The click writer's face: the recorder the redirect hands clicks to, and the UTC day a visitor hash is made for.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { type ClickRecorder } from './click-recorder.js';
export { utcDayStart } from './visitor-hash.js';
