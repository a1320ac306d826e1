// The media module's face: the kinds of the workspace's uploads, for the pages that show them.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { mediaKindsOf } from './media.service.js';
