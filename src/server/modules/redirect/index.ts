// The redirect module's face: what a code's lookup answers, for the modules that find links and QR codes.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { inactiveTarget, type RedirectTarget } from './redirect-target.js';
