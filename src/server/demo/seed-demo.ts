import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { newId } from '../db/ids.js';
import { generateHash } from '../../shared/links.js';
import { createAuth } from '../modules/auth/auth.js';
import { markAndWriteClicks } from '../modules/analytics/recording/clicks.repo.js';
import { memoryFirstVisits } from '../modules/analytics/recording/first-visits.js';
import { links } from '../modules/links/links.repo.js';
import { findUserIdByEmail } from '../modules/me/me.repo.js';
import { ensurePersonalWorkspace } from '../modules/workspaces/workspaces.service.js';
import { demoClicks, type DemoLinkTarget } from './demo-clicks.js';

const DAY = 86_400_000;

export const DEMO_EMAIL = 'demo@scanlink.local';
export const DEMO_PASSWORD = 'scanlink-demo';

const DEMO_LINKS: Array<{ name: string; url: string; share: number; notes?: string }> = [
  {
    name: 'Café Lumen — table menu',
    url: 'https://cafe-lumen.example/menu',
    share: 24,
    notes: 'QR stickers on every table',
  },
  { name: 'Spring sale poster', url: 'https://shop.example/spring-sale?utm_source=poster', share: 16 },
  { name: 'Jazz night tickets', url: 'https://tickets.example/events/jazz-night', share: 14 },
  { name: 'Product manual — Kettle K2', url: 'https://support.example/manuals/k2.pdf', share: 9 },
  { name: 'Instagram bio link', url: 'https://shop.example/new-in', share: 12 },
  { name: 'Google review request', url: 'https://g.page/r/cafe-lumen/review', share: 7 },
  { name: 'Wi-Fi guest page', url: 'https://cafe-lumen.example/wifi', share: 5 },
  { name: 'Business card — Ayşe Demir', url: 'https://cards.example/ayse-demir', share: 4 },
  { name: 'Trade fair booth B12', url: 'https://fair.example/booth/b12', share: 6 },
  { name: 'Newsletter sign-up', url: 'https://news.example/subscribe', share: 3 },
];

export interface SeedOptions {
  email?: string;
  password?: string;
  clicks?: number;
  days?: number;
  seed?: number;
  log?: (line: string) => void;
}

/** Fills a workspace with realistic links and clicks; makes the demo account when it does not exist. */
export async function seedDemo(config: Config, database: DatabaseHandle, options: SeedOptions = {}) {
  const email = options.email ?? DEMO_EMAIL;
  const days = options.days ?? 90;
  const totalClicks = options.clicks ?? 25_000;
  const log = options.log ?? (() => undefined);
  const workspaceId = await demoWorkspace(config, database, email, options.password ?? DEMO_PASSWORD);
  const now = Date.now();
  const shares = DEMO_LINKS.reduce((sum, link) => sum + link.share, 0);
  const visits = memoryFirstVisits();

  for (const [index, demo] of DEMO_LINKS.entries()) {
    const link: DemoLinkTarget = { id: newId(), hash: generateHash(), workspaceId };
    const createdAt = now - (days + 5 + index) * DAY;
    await links.insert(database.db, {
      id: link.id,
      workspace_id: workspaceId,
      name: demo.name,
      url: demo.url,
      hash: link.hash,
      expires_at: null,
      fallback_url: null,
      campaign_id: null,
      notes: demo.notes ?? null,
      forward_query: false,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const count = Math.round((totalClicks * demo.share) / shares);
    for (const batch of demoClicks(link, { count, days, now, seed: (options.seed ?? 7) + index })) {
      await markAndWriteClicks(database, visits, batch);
    }
    log(`${demo.name}: ${count} clicks`);
  }
  return { email, workspaceId };
}

/** The workspace of the demo account, signing it up through better-auth the first time. */
export async function demoWorkspace(config: Config, database: DatabaseHandle, email: string, password: string) {
  let userId = await findUserIdByEmail(database.db, email);
  if (!userId) {
    const auth = createAuth(config, database);
    const result = await auth.api.signUpEmail({ body: { name: 'Demo Owner', email, password } });
    userId = result.user.id;
  }
  const membership = await ensurePersonalWorkspace(database.db, userId, 'Demo Owner');
  return membership.id;
}
