// The media module's face: the kinds of the workspace's uploads, for the pages that show them; what a file is by its
// bytes, and how many pixels an image may have, for the other uploads (an account's picture).
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { IMAGE_PIXELS_MAX, mediaKindsOf } from './media.service.js';
export { sniff } from './sniff.js';
