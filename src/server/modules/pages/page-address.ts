import type { Config } from '../../config.js';

/** A landing page's public address: `/p/{id}` on the public URL (what its QR codes lead to). */
export function pagePublicUrl(config: Pick<Config, 'publicUrl'>, pageId: string): string {
  return `${config.publicUrl.replace(/\/$/, '')}/p/${encodeURIComponent(pageId)}`;
}
