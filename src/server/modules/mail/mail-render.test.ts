import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.js';
import { escapeHtml } from '../../public/status-page.js';
import { absoluteUrl } from './mail-layout.js';
import { renderMail } from './mail-templates.js';
import { MAIL_TEXTS } from './mail-texts.js';

const PUBLIC_URL = 'https://qr.example.com';
const NAME = 'Ann <script>alert(1)</script> & "Co"';

const render = (locale: (typeof LOCALES)[number], unsubscribeUrl: string | null = null) =>
  renderMail({
    template: 'test',
    params: { origin: 'account' },
    locale,
    recipientName: NAME,
    publicUrl: PUBLIC_URL,
    unsubscribeUrl,
  });

/** Every address a part links to: hrefs of the HTML, http(s) addresses of the text. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
const textLinks = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('a rendered mail', () => {
  it.each(LOCALES)('is in the recipient’s language (%s): subject, greeting, body and footer', (locale) => {
    const texts = MAIL_TEXTS[locale];
    const mail = render(locale);
    expect(mail.subject).toBe(texts.testSubject);
    expect(mail.text).toContain(texts.testReasonAccount);
    expect(mail.text).toContain(texts.testBody.replace('{host}', 'qr.example.com'));
    expect(mail.html).toContain(`<html lang="`);
    expect(mail.html).toContain(escapeHtml(texts.testAction));
    expect(mail.html).toContain(escapeHtml(texts.greeting.replace('{name}', NAME)));
  });

  it('escapes every piece of user text in the HTML, and keeps it as written in the text part', () => {
    const mail = render('en');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Ann &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Co&#34;');
    expect(mail.text).toContain(`Hello ${NAME},`);
  });

  it('links only to absolute addresses under PUBLIC_URL, the footer’s unsubscribe link included', () => {
    const unsubscribe = `${PUBLIC_URL}/unsubscribe/abc.def`;
    const mail = render('de', unsubscribe);
    const links = [...hrefs(mail.html), ...textLinks(mail.text)];
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
    expect(hrefs(mail.html)).toContain(unsubscribe);
    expect(mail.text).toContain(`${MAIL_TEXTS.de.unsubscribe}: ${unsubscribe}`);
  });

  it('carries no script, no stylesheet and no outside image, only inline styles', () => {
    const { html } = render('fr');
    expect(html).not.toMatch(/<script|<link|<img|<style|javascript:/i);
    expect(html).toContain('style="');
  });

  it('refuses a link that is not a path of the product', () => {
    expect(() => absoluteUrl(PUBLIC_URL, '//evil.example/x')).toThrow();
    expect(() => absoluteUrl(PUBLIC_URL, 'https://evil.example')).toThrow();
    expect(absoluteUrl(PUBLIC_URL, '/settings')).toBe(`${PUBLIC_URL}/settings`);
  });
});
