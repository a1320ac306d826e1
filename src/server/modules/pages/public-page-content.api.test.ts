import { describe, expect, it } from 'vitest';
import { buildWorkspace, buildSignedInUser } from '../../test/builders.js';
import { createTestForm, field, postForm, tokenIn } from '../../test/feedback.js';
import { useTestServer } from '../../test/harness.js';
import { buildMedia, buildPage, changePageRow, sampleContent } from '../../test/pages.js';
import { buildSamplePage, buildSampleRefs, openPage, PAGE_TYPE_IDS } from '../../test/public-pages.js';

const server = useTestServer({ TRUST_PROXY: 'true' });

// Markup that would run or show if any text reached the page unescaped: a script, an attribute breakout with an
// event handler, and an entity that must stay text.
const ATTACK = `<script>alert(1)</script>"><img src=x onerror=alert(2)>'&amp;`;
const ESCAPED = '&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#62;&#60;img src=x onerror=alert(2)&#62;&#39;&#38;amp;';

describe('the public landing page and what people write on it', () => {
  it.each(PAGE_TYPE_IDS)('escapes every text field of a %s page', async (type) => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    // The form's own texts are people's writing too.
    refs.feedbackId = (await createTestForm(owner.client, [{ text: ATTACK, type: 'textarea' }], { name: ATTACK })).id;
    const page = await buildSamplePage(server(), owner, refs, type, ATTACK);
    const { html, status, headers } = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'en' });
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // No tag has an event handler attribute (attribute values, escaped, are set aside first).
    expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]+\son[a-z]+=/i);
    // The headline, at least, is the whole attack as text (fields a schema shortens show a part of it).
    expect(html).toContain(`<h1>${ESCAPED}</h1>`);
    expect(html).toContain(`<title>${ESCAPED}</title>`);
    // Only the page's own scripts, each allowed by its hash.
    const inline = html.match(/<script>/g)?.length ?? 0;
    const hashes = (headers.get('content-security-policy') ?? '').match(/script-src [^;]*/)?.[0].match(/'sha256-/g);
    expect(hashes?.length ?? 0).toBe(inline);
    expect(html).not.toContain('javascript:');
  });

  it('shows nothing of a content written behind the API with addresses that are not http(s)', async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const contents = [
      {
        ...sampleContent('business-page', 'Shop', refs),
        website: 'javascript:alert(1)',
        buttons: [{ label: 'Click', url: 'javascript:alert(2)' }],
      },
      {
        type: 'social-media',
        title: 'x',
        profiles: [{ network: 'x', url: 'data:text/html,<script>alert(1)</script>' }],
      },
    ];
    for (const content of contents) {
      const page = await buildPage(server(), owner, sampleContent(content.type as 'social-media', 'x', refs));
      // Read afresh by the next load: the page was never shown, so no node keeps it.
      await changePageRow(server(), page.id, { content });
      const shown = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'en' });
      expect(shown.status).toBe(404);
      expect(shown.html).toContain('This page is not published');
      expect(shown.html).not.toMatch(/javascript:|data:text/);
    }
  });

  it('shows the feedback form inline, posting to the form with a token its handler takes', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [{ text: 'Stars?', type: 'rating', required: true }]);
    const refs = { ...(await buildSampleRefs(server(), owner)), feedbackId: form.id };
    const page = await buildSamplePage(server(), owner, refs, 'rating', 'Rate us');
    const opened = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'en' });
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.headers.get('etag')).toBeNull();
    expect(opened.headers.get('content-security-policy')).toContain("form-action 'self'");
    const token = tokenIn(opened.html);
    // Each load has its own token (one response per load).
    expect(tokenIn((await openPage(server(), `/p/${page.id}`)).html)).not.toBe(token);
    // The page's token is the form's: sent at once, it is asked to be confirmed, and the confirmation is taken.
    const fast = await postForm(server(), form.id, [['token', token], field(form.questions[0]!, 4)], {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(fast.status).toBe(200);
    expect(fast.html).toContain('class="note"');
    const sent = await postForm(server(), form.id, [['token', tokenIn(fast.html)], field(form.questions[0]!, 4)], {
      'x-forwarded-for': '203.0.113.10',
    });
    expect(sent.status).toBe(303);
  });

  it('says a closed, deleted or foreign form cannot be answered', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [{ text: 'Stars?', type: 'rating' }]);
    const refs = { ...(await buildSampleRefs(server(), owner)), feedbackId: form.id };
    const page = await buildSamplePage(server(), owner, refs, 'feedback', 'Tell us');
    await owner.client.patch(`/api/feedback/${form.id}`, { accepting: false });
    const closed = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'en' });
    expect(closed.status).toBe(200);
    expect(closed.html).toContain('This form is closed');
    expect(closed.html).not.toContain('<form');

    await owner.client.delete(`/api/feedback/${form.id}`);
    const gone = await openPage(server(), `/p/${page.id}`, { 'accept-language': 'en' });
    expect(gone.html).not.toContain('<form');
    expect(gone.html).toContain('Tell us');

    // Another workspace's form id in a page (written behind the API) is not shown.
    const stranger = await buildWorkspace(server());
    const theirs = await createTestForm(stranger.client, [{ text: 'Their question', type: 'rating' }]);
    const mine = await buildSamplePage(server(), owner, { ...refs, feedbackId: theirs.id }, 'feedback', 'Mine');
    const foreign = await openPage(server(), `/p/${mine.id}`, { 'accept-language': 'en' });
    expect(foreign.html).not.toContain('Their question');
    expect(foreign.html).not.toContain('<form');
  });

  it('shows no upload of another workspace, and none of another kind', async () => {
    const owner = await buildWorkspace(server());
    const stranger = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const theirs = await buildMedia(server(), stranger, 'pdf');
    const pdfPage = await buildPage(server(), owner, { ...sampleContent('pdf', 'Menu', refs), mediaId: theirs });
    const image = await buildPage(server(), owner, { ...sampleContent('3d-ar', 'Model', refs), mediaId: refs.image });
    for (const page of [pdfPage, image]) {
      const { html, status } = await openPage(server(), `/p/${page.id}`);
      expect(status).toBe(200);
      expect(html).not.toContain('/m/');
      expect(html).not.toContain('<model-viewer');
    }
  });

  it("lets the page's owner preview a draft, nobody else", async () => {
    const owner = await buildSignedInUser(server());
    const created = await owner.client.post<{ id: string }>('/api/pages', {
      name: 'Draft coupon',
      typeId: 'coupon',
      content: { type: 'coupon', title: 'Secret deal', code: 'EARLY-BIRD' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/p/${created.body.id}`;
    const asOwner = await owner.client.get<string>(`${path}?preview=1`, { 'accept-language': 'en' });
    expect(asOwner.status).toBe(200);
    expect(asOwner.body).toContain('EARLY-BIRD');
    expect(asOwner.body).toContain('Preview: this page is not published yet');
    expect(asOwner.headers.get('cache-control')).toBe('private, no-store');

    const other = await buildSignedInUser(server());
    const asOther = await other.client.get<string>(`${path}?preview=1`);
    expect(asOther.status).toBe(404);
    expect(asOther.body).not.toContain('EARLY-BIRD');
    expect((await openPage(server(), path, { cookie: 'scanlink.session_token=forged' })).status).toBe(404);

    // Published, it is everybody's, without the banner.
    await owner.client.patch(`/api/pages/${created.body.id}`, { published: true });
    const published = await openPage(server(), path, { 'accept-language': 'en' });
    expect(published.status).toBe(200);
    expect(published.html).not.toContain('Preview:');
  });

  it('stays under 30 KB with every list and text at its longest', async () => {
    const owner = await buildWorkspace(server());
    const refs = await buildSampleRefs(server(), owner);
    const long = 'Ä'.repeat(2_000);
    const contents = [
      {
        ...sampleContent('social-media', long.slice(0, 120), refs),
        description: long,
        profiles: Array.from({ length: 20 }, (_, index) => ({
          network: 'whatsapp',
          url: `https://wa.me/${index}${'9'.repeat(100)}`,
        })),
      },
      {
        ...sampleContent('images', long.slice(0, 120), refs),
        description: long,
        images: Array.from({ length: 30 }, () => ({ mediaId: refs.image, caption: long.slice(0, 200) })),
      },
      {
        ...sampleContent('business-page', long.slice(0, 120), refs),
        description: long,
        address: long.slice(0, 500),
        buttons: Array.from({ length: 8 }, () => ({
          label: long.slice(0, 60),
          url: 'https://example.com/' + 'a'.repeat(200),
        })),
      },
    ];
    for (const content of contents) {
      const page = await buildPage(server(), owner, content);
      const opened = await openPage(server(), `/p/${page.id}`);
      expect(opened.status).toBe(200);
      expect(opened.bytes, page.content.type).toBeLessThan(30 * 1024);
    }
  });
});
