import type { SocialNetwork } from '../../shared/page-content.js';

/**
 * The few icons the public pages draw: simple monochrome line drawings of our own (24 × 24, drawn in the text's
 * colour), inline so a page needs no icon font and no second request. Each is decorative: its label is text.
 */
const PATHS = {
  facebook: '<circle cx="12" cy="12" r="10"/><path d="M15.5 7.5H14a2.5 2.5 0 0 0-2.5 2.5v12M8.5 13h6"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><path d="M17.5 6.5h.01"/>',
  x: '<path d="M4 4h4l12 16h-4zM20 4l-6.5 7M4 20l6.5-7"/>',
  linkedin:
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7"/>',
  youtube: '<rect x="2" y="5" width="20" height="14" rx="4"/><path d="M10 9l5 3-5 3z"/>',
  tiktok: '<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 5"/>',
  pinterest:
    '<circle cx="12" cy="12" r="10"/><path d="M10.5 14.5c.6.4 1.2.5 1.8.5a3.5 3.5 0 1 0-3.3-4.7M12 11l-3 10"/>',
  snapchat:
    '<path d="M12 3a5 5 0 0 0-5 5v3l-2 1 2 1c-.5 2-2 3-3.5 3.5 1 .5 2 .5 2.5 1.5s2 .5 3 1 1.5 1 3 1 2-.5 3-1 2.5 0 3-1 1.5-1 2.5-1.5c-1.5-.5-3-1.5-3.5-3.5l2-1-2-1V8a5 5 0 0 0-5-5z"/>',
  whatsapp:
    '<path d="M3.5 20.5l1.3-4A8.5 8.5 0 1 1 8 19.5z"/><path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2-1.5-2.5-2.5l1-1-1-2z"/>',
  telegram: '<path d="M21 4L3 11l6 2.5M21 4l-3.5 16-8.5-6.5M21 4L9 13.5V19l3-3.5"/>',
  github: '<path d="M6 10V4l3.5 2.5h5L18 4v6a6 6 0 0 1-12 0z"/><path d="M10 21v-3M14 21v-3M10 11h.01M14 11h.01"/>',
  website: '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20"/>',
  appStore: '<rect x="3" y="3" width="18" height="18" rx="5"/><path d="M8 16l4-8 4 8M7 13.5h10"/>',
  googlePlay: '<path d="M5 3.5v17L20 12z"/><path d="M5 3.5l9 11.5M5 20.5l9-11.5"/>',
  download: '<path d="M12 3v12M7 10l5 5 5-5M5 21h14"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  contact: '<circle cx="9" cy="8" r="4"/><path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6"/>',
  external: '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
} satisfies Record<SocialNetwork | string, string>;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): string {
  return `<svg class="ico" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${PATHS[name]}</svg>`;
}

/** How a network calls itself (proper names, the same in every language); the website's label is translated. */
export const NETWORK_NAMES: Record<Exclude<SocialNetwork, 'website'>, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  github: 'GitHub',
};
