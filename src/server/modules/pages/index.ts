// The pages module's face: a page's name, for the QR codes that lead to it.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { pageNameOf } from './pages.service.js';
