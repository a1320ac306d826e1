// The UTM templates module's face (docs/smart-links.md). Other modules import this file only
// (eslint/module-boundaries.js).

export { utmTemplateRoutes } from './utm-templates.routes.js';
