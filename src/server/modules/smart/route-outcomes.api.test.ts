import { describe, expect, it } from 'vitest';
import type { SubjectStats } from '../../../shared/stats.js';
import { buildWorkspace } from '../../test/builders.js';
import { field, openForm, postForm, ratingAndText, tokenIn } from '../../test/feedback.js';
import { useTestServer } from '../../test/harness.js';
import { createTestLink, IPHONE_UA, visit, waitForClicks } from '../../test/links.js';
import { buildPage } from '../../test/pages.js';

const PUBLIC = 'https://scan.example';

describe("a split's variants on this server's own form and page", () => {
  // The public address the variants name; the test reaches the same server at its local address.
  const server = useTestServer({ PUBLIC_URL: PUBLIC });
  const local = (location: string | undefined) => (location ?? '').slice(PUBLIC.length);

  it('count the responses and the page views each variant brought, beside its clicks', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating } = await ratingAndText(owner);
    const page = await buildPage(server(), owner, {
      type: 'social-media',
      title: 'Our menu',
      profiles: [{ network: 'instagram', url: 'https://instagram.com/example' }],
    });
    const link = await createTestLink(owner.client, {
      url: 'https://example.com/menu',
      split: [
        { name: 'Form', url: `${PUBLIC}/f/${form.id}`, weight: 50 },
        { name: 'Page', url: `${PUBLIC}/p/${page.id}`, weight: 50 },
      ],
    });
    const [toForm, toPage] = link.split;
    const seen = { form: 0, page: 0 };
    for (let index = 0; index < 12; index += 1) {
      // One visitor each (no proxy here: the address is the test's; the browser build tells them apart).
      const visitor = { 'user-agent': `${IPHONE_UA} Build/${index}` };
      const location = (await visit(server().url, `/r/${link.hash}`, visitor)).location;
      const path = local(location);
      // Each variant's address carries its signed id, which the form and the page read.
      if (path.startsWith(`/f/${form.id}?via=${toForm?.id}.`)) {
        seen.form += 1;
        // The first respondent answers, through the served form's own token (it carries the variant). The server's
        // minimum fill time is not waited for: the post is asked to confirm, once, as a person would be.
        if (seen.form > 1) continue;
        const posted = await postForm(server(), form.id, [
          ['token', tokenIn((await openForm(server(), path)).html)],
          field(rating, 5),
        ]);
        if (posted.status === 200)
          await postForm(server(), form.id, [['token', tokenIn(posted.html)], field(rating, 5)]);
      } else if (path.startsWith(`/p/${page.id}?via=${toPage?.id}.`)) {
        seen.page += 1;
        expect((await visit(server().url, path)).status).toBe(200);
      } else {
        throw new Error(`unexpected location ${location}`);
      }
    }
    expect(seen.form).toBeGreaterThan(0);
    expect(seen.page).toBeGreaterThan(0);
    // A typed, unsigned or altered mark credits nobody.
    await visit(server().url, `/p/${page.id}?via=${toPage?.id}.forged`);
    await waitForClicks(owner.client, link.id, 12);
    let rows: SubjectStats['breakdowns']['route'] = [];
    const deadline = Date.now() + 10_000;
    do {
      // Page views are added about every second.
      await new Promise((resolve) => setTimeout(resolve, 300));
      rows = (await owner.client.get<SubjectStats>(`/api/links/${link.id}/stats?range=24h`)).body.breakdowns.route;
    } while ((rows.find((row) => row.value === toPage?.id)?.views ?? 0) < seen.page && Date.now() < deadline);
    expect(rows.find((row) => row.value === toForm?.id)).toMatchObject({
      clicks: seen.form,
      label: 'Form',
      responses: 1,
    });
    expect(rows.find((row) => row.value === toPage?.id)).toMatchObject({
      clicks: seen.page,
      label: 'Page',
      views: seen.page,
    });
  });
});
