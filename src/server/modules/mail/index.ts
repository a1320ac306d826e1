// The mail module's face (docs/adr/0015-outgoing-mail.md): queue a mail inside a change, the app's Mailer (whether
// mail is configured, who owns each kind that can be unsubscribed from), the unsubscribe pages' routes, and the
// admin command's test mail. Other modules import this file only (eslint/module-boundaries.js).

export {
  mailErrors,
  queueMail,
  type MailContext,
  type MailMessage,
  type MailScope,
  type QueuedMail,
} from './mail.service.js';
export type { MailTemplateKey, MailTemplateParams } from './mail-templates.js';
export { Mailer, type UnsubscribeHandler } from './mailer.js';
export { MailSender, type DeliveryOutcome, type MailLog } from './mail-sender.js';
export { fill } from './mail-texts.js';
export { registerUnsubscribeRoutes } from './unsubscribe.routes.js';
