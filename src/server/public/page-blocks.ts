import type { Locale } from '../../shared/locales.js';
import type { MediaKind, PageContent } from '../../shared/page-content.js';
import type { FormView } from './form-page.js';
import type { PagePolicy } from './page-shell.js';
import type { PageTexts } from './page-texts.js';

/** An upload a page shows, as far as the page needs to know it. */
export interface PageMediaView {
  id: string;
  kind: MediaKind;
  contentType: string;
  fileName: string;
  bytes: number;
  /** A PDF with actions a viewer would run: `/m/{id}` sends it as a download only, so no page frames it. */
  downloadOnly?: boolean;
}

/** The visitor's phone, as far as an app page cares: its store comes first. */
export type Platform = 'ios' | 'android' | 'other';

/** A feedback or rating page's form: open (with this load's token), closed, or gone. */
export type FormEmbed = { state: 'open'; view: FormView } | { state: 'closed' } | { state: 'gone' };

/** Everything a public page is drawn from. */
export interface PublicPageView {
  id: string;
  name: string;
  content: PageContent;
  /** The page's uploads that exist and are its workspace's own, by id. */
  media: ReadonlyMap<string, PageMediaView>;
  platform: Platform;
  form?: FormEmbed;
  now: number;
}

/** What one type's block adds to the page: its markup, and the styles, scripts and sources it needs. */
export interface Block {
  html: string;
  styles?: readonly string[];
  scripts?: readonly string[];
  head?: string;
  policy?: PagePolicy;
}

/** What a block is drawn with. */
export interface BlockContext<T extends PageContent['type']> {
  view: PublicPageView;
  content: Extract<PageContent, { type: T }>;
  locale: Locale;
  /** The BCP 47 tag for Intl. */
  tag: string;
  texts: PageTexts;
}
