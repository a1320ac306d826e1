// The links module's face: a link as the API shows it, and a link's redirect for the QR codes that lead to it.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { findLinkRedirectTarget } from './link-redirect.js';
export { getLinkOrThrow } from './links.service.js';
