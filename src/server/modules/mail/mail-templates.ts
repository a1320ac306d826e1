import type { Locale } from '../../../shared/locales.js';
import { ACCOUNT_MAIL_TEXTS } from './account-mail-texts.js';
import { SIGN_UP_MAIL_TEXTS } from './sign-up-mail-texts.js';
import { TEAM_MAIL_TEXTS, type TeamMailTexts } from './team-mail-texts.js';
import type { Role } from '../../../shared/workspaces.js';
import { renderLayout, type MailContent, type RenderedMail } from './mail-layout.js';
import { fill, MAIL_TEXTS, type MailTexts } from './mail-texts.js';

/**
 * Every mail the product sends: its key and the typed parameters it is built from. A new mail adds its key here,
 * its words to mail-texts.ts (all twelve languages) and its content to TEMPLATES below.
 */
export interface MailTemplateParams {
  /** Proves the set-up end to end: sent by an administrator (`npm run admin -- send-test-mail`) or asked for. */
  test: { origin: 'admin' | 'account' };
  /**
   * A notification, or a digest of several: the sending module words it in the recipient's language (its own
   * texts, its own kinds); the layout escapes every piece and makes the action's path absolute.
   */
  notice: { subject: string; paragraphs: string[]; action: { label: string; path: string }; reason: string };
  /** A single-use link to set a new password: `path` is the product's reset page with the token in its fragment. */
  password_reset: { path: string };
  /** To a new address: the link that makes it the account's (`path` is the confirm page with the token). */
  email_change_confirm: { path: string; newEmail: string };
  /** To the old address: a change to `newEmail` was asked for. */
  email_change_notice: { newEmail: string };
  /** To a new account's address: the link that confirms it and signs in. */
  sign_up_confirm: { path: string };
  /** To the owner of an address someone tried to sign up with: how to sign in or reset instead. */
  sign_up_attempt: Record<string, never>;
  /** An invitation to a workspace: `path` is the invitation page with the token; the rest names it in the text. */
  invitation: { path: string; inviter: string; workspace: string; role: Role; email: string };
}

export type MailTemplateKey = keyof MailTemplateParams;

/** What a template has besides its parameters: the words in the recipient's language and who they are. */
interface TemplateContext {
  texts: MailTexts;
  locale: Locale;
  /** PUBLIC_URL's host, as people know the product. */
  host: string;
  /** "Hello Ann," or "Hello," when the name is unknown. */
  greeting: string;
}

type Template<P> = (params: P, context: TemplateContext) => MailContent;

const TEMPLATES: { [K in MailTemplateKey]: Template<MailTemplateParams[K]> } = {
  test: ({ origin }, { texts, host, greeting }) => ({
    subject: texts.testSubject,
    greeting,
    paragraphs: [fill(texts.testBody, { host })],
    action: { label: texts.testAction, path: '/' },
    reason: origin === 'admin' ? texts.testReasonAdmin : texts.testReasonAccount,
  }),
  notice: ({ subject, paragraphs, action, reason }, { greeting }) => ({
    subject,
    greeting,
    paragraphs,
    action,
    reason,
  }),
  password_reset: ({ path }, { locale, host, greeting }) => {
    const words = ACCOUNT_MAIL_TEXTS[locale];
    return {
      subject: words.resetSubject,
      greeting,
      paragraphs: [fill(words.resetBody, { host }), words.resetIgnore],
      action: { label: words.resetAction, path },
      reason: words.resetReason,
    };
  },
  email_change_confirm: ({ path, newEmail }, { locale, host, greeting }) => {
    const words = ACCOUNT_MAIL_TEXTS[locale];
    return {
      subject: words.emailConfirmSubject,
      greeting,
      paragraphs: [fill(words.emailConfirmBody, { host, email: newEmail })],
      action: { label: words.emailConfirmAction, path },
      reason: words.emailConfirmReason,
    };
  },
  email_change_notice: ({ newEmail }, { locale, host, greeting }) => {
    const words = ACCOUNT_MAIL_TEXTS[locale];
    return {
      subject: words.emailNoticeSubject,
      greeting,
      paragraphs: [fill(words.emailNoticeBody, { host, email: newEmail }), words.emailNoticeAdvice],
      action: { label: words.emailNoticeAction, path: '/settings/security' },
      reason: words.emailNoticeReason,
    };
  },
  sign_up_confirm: ({ path }, { locale, host, greeting }) => {
    const words = SIGN_UP_MAIL_TEXTS[locale];
    return {
      subject: words.confirmSubject,
      greeting,
      paragraphs: [fill(words.confirmBody, { host }), words.confirmIgnore],
      action: { label: words.confirmAction, path },
      reason: words.confirmReason,
    };
  },
  sign_up_attempt: (_params, { locale, host, greeting }) => {
    const words = SIGN_UP_MAIL_TEXTS[locale];
    return {
      subject: words.attemptSubject,
      greeting,
      paragraphs: [fill(words.attemptBody, { host }), words.attemptAdvice],
      action: { label: words.attemptAction, path: '/forgot-password' },
      reason: words.attemptReason,
    };
  },
  invitation: ({ path, inviter, workspace, role, email }, { locale, host, greeting }) => {
    const words = TEAM_MAIL_TEXTS[locale];
    return {
      subject: fill(words.inviteSubject, { inviter, workspace }),
      greeting,
      paragraphs: [
        fill(words.inviteBody, { inviter, workspace, host, role: words[ROLE_WORDS[role]] }),
        fill(words.inviteAddress, { email }),
        fill(words.inviteIgnore, { inviter }),
      ],
      action: { label: words.inviteAction, path },
      reason: words.inviteReason,
    };
  },
};

const ROLE_WORDS: Record<Role, keyof TeamMailTexts> = {
  owner: 'roleOwner',
  admin: 'roleAdmin',
  editor: 'roleEditor',
  viewer: 'roleViewer',
};

export interface RenderRequest<K extends MailTemplateKey = MailTemplateKey> {
  template: K;
  params: MailTemplateParams[K];
  locale: Locale;
  recipientName: string | null;
  publicUrl: string;
  unsubscribeUrl: string | null;
}

/** Subject, HTML and text of one mail in the recipient's language. */
export function renderMail<K extends MailTemplateKey>(request: RenderRequest<K>): RenderedMail {
  const texts = MAIL_TEXTS[request.locale];
  const template = TEMPLATES[request.template] as Template<MailTemplateParams[K]>;
  const content = template(request.params, {
    texts,
    locale: request.locale,
    host: new URL(request.publicUrl).host,
    greeting: request.recipientName ? fill(texts.greeting, { name: request.recipientName }) : texts.greetingWithoutName,
  });
  return renderLayout(content, {
    publicUrl: request.publicUrl,
    locale: request.locale,
    unsubscribeUrl: request.unsubscribeUrl,
  });
}
