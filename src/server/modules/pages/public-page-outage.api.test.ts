import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '../../test/builders.js';
import { startTestServer } from '../../test/harness.js';
import { buildPage, sampleContent } from '../../test/pages.js';
import { buildSampleRefs, openPage } from '../../test/public-pages.js';

describe('the public page when the database cannot be reached', () => {
  it('keeps serving the pages the node holds, and says the others cannot be opened now, translated', async () => {
    const server = await startTestServer();
    try {
      const owner = await buildWorkspace(server);
      const refs = await buildSampleRefs(server, owner);
      const shown = await buildPage(server, owner, sampleContent('wifi', 'Guest network', refs));
      const unseen = await buildPage(server, owner, sampleContent('wifi', 'Staff network', refs));
      expect((await openPage(server, `/p/${shown.id}`, { 'accept-language': 'fi' })).status).toBe(200);

      await server.database.close();
      const held = await openPage(server, `/p/${shown.id}`, { 'accept-language': 'fi' });
      expect(held.status).toBe(200);
      expect(held.html).toContain('Guest network');

      const down = await openPage(server, `/p/${unseen.id}`, { 'accept-language': 'fi' });
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(down.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(down.headers.get('cache-control')).toBe('no-store');
      expect(down.html).toContain('Sivua ei voi avata juuri nyt');
      expect((await openPage(server, `/p/${unseen.id}/contact.vcf`)).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});
