import { WEEKDAYS } from '../../shared/page-content.js';
import type { Block, BlockContext } from './page-blocks.js';
import { icon, NETWORK_NAMES } from './page-icons.js';
import { copyButton, escapeHtml, fact, fill, mailtoUrl, outsideLink, paragraph, safeUrl, telUrl } from './page-html.js';
import { dateTimeFormat } from './intl-formats.js';
import { COPY_SCRIPT, COPY_STYLE } from './page-shell.js';

/**
 * The blocks of the landing page types that are words and links: business, social media, coupon, vCard, event,
 * app and Wi-Fi. Every text is escaped, every address checked (`safeUrl`) as it is drawn.
 */

const VALUE_STYLE = '.val{display:inline-flex;align-items:center;gap:.5rem;flex-wrap:wrap;justify-content:flex-end}';
const MONO = '.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}';
const copyable = { styles: [COPY_STYLE, VALUE_STYLE, MONO], scripts: [COPY_SCRIPT] };

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
const webLink = (url: string) => {
  const safe = safeUrl(url);
  if (!safe) return '';
  return `<a href="${escapeHtml(safe)}" rel="noopener noreferrer">${escapeHtml(new URL(safe).host)}</a>`;
};
const facts = (rows: string[]) => (rows.some(Boolean) ? `<dl>${rows.join('')}</dl>` : '');
const buttons = (items: string[]) => (items.some(Boolean) ? `<div class="btns">${items.join('')}</div>` : '');
const textBlock = (text: string) => (text ? `<span class="text">${escapeHtml(text)}</span>` : '');

/** 09:30 in the visitor's way of writing times (9:30 AM, 09.30, 9:30). */
function clockTime(tag: string, clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number);
  return dateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, hours ?? 0, minutes ?? 0),
  );
}

export function businessBlock({ content, tag, texts }: BlockContext<'business-page'>): Block {
  // 1 January 2024 was a Monday: the weekday names in the visitor's language, without a table of our own.
  const dayName = dateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  const hours = [...content.hours]
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))
    .map((entry) => {
      const name = dayName.format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(entry.day)));
      const time = entry.closed
        ? escapeHtml(texts.closed)
        : `${escapeHtml(clockTime(tag, entry.opens))}–${escapeHtml(clockTime(tag, entry.closes))}`;
      return fact(name, time);
    });
  const contact = facts([
    content.address ? fact(texts.address, textBlock(content.address)) : '',
    content.phone ? fact(texts.phone, link(telUrl(content.phone), content.phone)) : '',
    content.email ? fact(texts.email, link(mailtoUrl(content.email), content.email)) : '',
    content.website ? fact(texts.website, webLink(content.website)) : '',
  ]);
  const html =
    contact +
    (hours.length > 0 ? `<h2>${escapeHtml(texts.openingHours)}</h2><dl class="hours">${hours.join('')}</dl>` : '') +
    buttons(
      content.buttons.map((button) => {
        const url = safeUrl(button.url);
        return url ? outsideLink(url, escapeHtml(button.label)) : '';
      }),
    );
  return {
    html,
    styles: [
      '.hours dd{font-variant-numeric:tabular-nums}',
      '.hours dt::first-letter{text-transform:uppercase}',
      '.text{margin:0}',
    ],
  };
}

export function socialBlock({ content, texts }: BlockContext<'social-media'>): Block {
  const items = content.profiles.map((profile) => {
    const url = safeUrl(profile.url);
    if (!url) return '';
    const name = profile.network === 'website' ? texts.website : NETWORK_NAMES[profile.network];
    return `<li>${outsideLink(url, `${icon(profile.network)}<span>${escapeHtml(name)}</span>`, 'btn alt')}</li>`;
  });
  return {
    html: `<ul class="social">${items.join('')}</ul>`,
    styles: [
      '.social{list-style:none;margin:0;padding:0;display:grid;gap:.625rem}',
      '.social .btn{justify-content:flex-start}',
    ],
  };
}

/** A coupon is good through its last day everywhere on Earth: until that day ends at UTC−12. */
function couponExpired(expiresOn: string, now: number): boolean {
  return now >= Date.parse(`${expiresOn}T00:00:00Z`) + 36 * 3_600_000;
}

export function couponBlock({ view, content, tag, texts }: BlockContext<'coupon'>): Block {
  const expired = content.expiresOn ? couponExpired(content.expiresOn, view.now) : false;
  const date = content.expiresOn
    ? dateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(content.expiresOn))
    : '';
  const validity = !date
    ? ''
    : expired
      ? `<p class="expired" role="status">${escapeHtml(fill(texts.expiredOn, { date }))}</p>`
      : `<p class="note">${escapeHtml(fill(texts.validUntil, { date }))}</p>`;
  const redeem = safeUrl(content.redeemUrl);
  const html =
    `<p class="label">${escapeHtml(texts.couponCode)}</p>` +
    `<div class="code${expired ? ' old' : ''}"><strong class="mono" id="coupon-code">${escapeHtml(content.code)}</strong>` +
    `${expired ? '' : copyButton('coupon-code', texts.copy, texts.copied)}</div>` +
    validity +
    (content.terms ? `<h2>${escapeHtml(texts.terms)}</h2>${paragraph(content.terms)}` : '') +
    (redeem && !expired ? buttons([outsideLink(redeem, escapeHtml(texts.redeem))]) : '');
  return {
    html,
    styles: [
      ...copyable.styles,
      '.label{margin:0 0 .375rem;color:#475569;font-size:.875rem}',
      '.code{display:flex;align-items:center;justify-content:space-between;gap:.75rem;border:2px dashed var(--a);border-radius:.75rem;padding:.75rem 1rem}',
      '.code strong{font-size:1.25rem;line-height:1.3;letter-spacing:.04em}',
      '.old{opacity:.55;text-decoration:line-through}',
      '.expired{color:#b91c1c;font-weight:600;margin:.75rem 0 0}',
    ],
    scripts: expired ? [] : copyable.scripts,
  };
}

export function vcardBlock({ view, content, texts }: BlockContext<'vcard'>): Block {
  const name = [content.firstName, content.lastName].filter(Boolean).join(' ');
  const role = [content.jobTitle, content.organization].filter(Boolean).join(' · ');
  const place = [
    content.street,
    [content.postalCode, content.city].filter(Boolean).join(' '),
    content.region,
    content.country,
  ]
    .filter(Boolean)
    .join('\n');
  const html =
    (name || role
      ? `<p class="who">${name ? `<strong>${escapeHtml(name)}</strong>` : ''}${role ? `<span>${escapeHtml(role)}</span>` : ''}</p>`
      : '') +
    facts([
      content.phone ? fact(texts.phone, link(telUrl(content.phone), content.phone)) : '',
      content.mobile ? fact(texts.mobile, link(telUrl(content.mobile), content.mobile)) : '',
      content.email ? fact(texts.email, link(mailtoUrl(content.email), content.email)) : '',
      content.website ? fact(texts.website, webLink(content.website)) : '',
      place ? fact(texts.address, textBlock(place)) : '',
    ]) +
    paragraph(content.note, 'text note') +
    buttons([
      `<a class="btn" href="/p/${encodeURIComponent(view.id)}/contact.vcf" download>${icon('contact')}<span>${escapeHtml(texts.addToContacts)}</span></a>`,
    ]);
  return {
    html,
    styles: [
      '.who{margin:0 0 1rem;display:grid;gap:.125rem;overflow-wrap:anywhere}',
      '.who strong{font-size:1.25rem}',
      '.who span{color:#475569}',
      '.text{margin:0}',
    ],
  };
}

export function eventBlock({ view, content, tag, texts }: BlockContext<'event'>): Block {
  const start = Date.parse(content.startsAt);
  const end = Date.parse(content.endsAt);
  const when = dateTimeFormat(tag, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: content.timeZone,
    timeZoneName: 'short',
  }).formatRange(start, end);
  const html =
    facts([
      fact(texts.when, `<time datetime="${new Date(start).toISOString()}">${escapeHtml(when)}</time>`),
      content.place ? fact(texts.where, textBlock(content.place)) : '',
    ]) +
    buttons([
      `<a class="btn" href="/p/${encodeURIComponent(view.id)}/event.ics" download>${icon('calendar')}<span>${escapeHtml(texts.addToCalendar)}</span></a>`,
    ]);
  return { html, styles: ['.text{margin:0}'] };
}

export function appBlock({ view, content, texts }: BlockContext<'app'>): Block {
  const apple = safeUrl(content.appStoreUrl);
  const google = safeUrl(content.googlePlayUrl);
  const appleButton = (primary: boolean) =>
    apple
      ? outsideLink(apple, `${icon('appStore')}<span>${escapeHtml(texts.appStore)}</span>`, primary ? 'btn' : 'btn alt')
      : '';
  const googleButton = (primary: boolean) =>
    google
      ? outsideLink(
          google,
          `${icon('googlePlay')}<span>${escapeHtml(texts.googlePlay)}</span>`,
          primary ? 'btn' : 'btn alt',
        )
      : '';
  // The visitor's own store first and prominent; on a computer both alike.
  const html =
    view.platform === 'ios'
      ? buttons([appleButton(true), googleButton(!apple)])
      : view.platform === 'android'
        ? buttons([googleButton(true), appleButton(!google)])
        : buttons([appleButton(true), googleButton(true)]);
  return { html };
}

export function wifiBlock({ content, texts }: BlockContext<'wifi'>): Block {
  const security = content.encryption === 'nopass' ? texts.wifiOpen : content.encryption === 'WPA' ? 'WPA/WPA2' : 'WEP';
  const value = (id: string, text: string) =>
    `<span class="val"><span class="mono" id="${id}">${escapeHtml(text)}</span>${copyButton(id, texts.copy, texts.copied)}</span>`;
  const html =
    facts([
      fact(texts.wifiNetwork, value('wifi-ssid', content.ssid)),
      content.encryption === 'nopass' ? '' : fact(texts.wifiPassword, value('wifi-password', content.password)),
      fact(texts.wifiSecurity, escapeHtml(security)),
    ]) +
    (content.hidden
      ? `<p class="note">${escapeHtml(texts.wifiHidden)}</p>`
      : content.encryption === 'nopass'
        ? ''
        : `<p class="note">${escapeHtml(texts.wifiHowTo)}</p>`);
  return { html, ...copyable };
}
