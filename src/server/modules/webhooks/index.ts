// The webhooks module's face: setting it up in the app (the messages made from domain events, the sender, the log's
// retention) and its routes. Other modules import this file only (eslint/module-boundaries.js).

export type { HostResolver } from './webhook-address.js';
export { setUpWebhooks, type Webhooks } from './webhooks-setup.js';
export { webhookRoutes } from './webhooks.routes.js';
export { webhookDocs } from './webhook-docs.js';
