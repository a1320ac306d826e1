import { describe, expect, it } from 'vitest';
import type { FeedbackFormDetail, Question } from '../../../shared/feedback.js';
import type { FormStatistics } from '../../../shared/feedback-statistics.js';
import type { QrCode } from '../../../shared/qr-codes.js';
import { buildWorkspace, buildSignedInUser } from '../../test/builders.js';
import {
  agedToken,
  createTestForm,
  field,
  openForm,
  postForm,
  ratingAndText,
  responsesOf,
  tokenIn,
} from '../../test/feedback.js';
import { useTestServer } from '../../test/harness.js';
import { collectStream, visit } from '../../test/links.js';
import { FORM_PAGE_CSP } from '../../public/form-page.js';

const server = useTestServer({ TRUST_PROXY: 'true' });
let address = 0;
/** Each test answers from an address of its own, so only the rate-limit test meets the limit. */
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1) % 250}` });

describe('the public form', () => {
  it('is a small page without script dependence, in the browser language, with every question', async () => {
    const owner = await buildWorkspace(server());
    const { form } = await ratingAndText(owner);
    const page = await openForm(server(), `/f/${form.id}`, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // The form's own policy, whole: nothing of the app's (no style nonce) is mixed in.
    expect(page.headers.get('content-security-policy')).toBe(FORM_PAGE_CSP);
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('Senden');
    expect(page.html).toContain('How was your meal?');
    expect(page.html).toContain(`action="/f/${form.id}"`);
    expect(page.html).toMatch(/name="website"/);
    expect(Buffer.byteLength(page.html)).toBeLessThan(30_000);

    const fallback = await openForm(server(), `/f/${form.id}`, { 'accept-language': 'ja' });
    expect(fallback.html).toContain(`<html lang="${server().config.defaultLocale}">`);
  });

  it('stores one response with all its answers, then thanks the respondent', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating, text } = await ratingAndText(owner);
    const sent = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), form.id)], field(rating, 4), field(text, '  Great soup  ')],
      newAddress(),
    );
    expect([sent.status, sent.location]).toEqual([303, `/f/${form.id}/thanks`]);
    const thanks = await openForm(server(), sent.location!, { 'accept-language': 'fi' });
    expect(thanks.html).toContain('Kiitos');

    const [response, ...others] = await responsesOf(owner, form);
    expect(others).toEqual([]);
    expect(response?.answers).toEqual([
      { questionId: rating.id, text: rating.text, type: 'rating', value: 4 },
      { questionId: text.id, text: text.text, type: 'textarea', value: 'Great soup' },
    ]);
  });

  it('shows a missing required answer beside its question, keeps the other answers and stores nothing', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating, text } = await ratingAndText(owner);
    const sent = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), form.id)], field(text, 'Kept <b>text</b>')],
      { ...newAddress(), 'accept-language': 'en' },
    );
    expect(sent.status).toBe(422);
    expect(sent.html).toContain(
      `<fieldset id="f-${rating.id}" role="radiogroup" class="bad" aria-describedby="e-${rating.id}"`,
    );
    expect(sent.html).toContain(`<p class="err" id="e-${rating.id}">Please answer this question.</p>`);
    expect(sent.html).toContain('Kept &#60;b&#62;text&#60;/b&#62;</textarea>');
    expect(await responsesOf(owner, form)).toEqual([]);

    // The same form load, answered in full, goes through.
    const again = await postForm(
      server(),
      form.id,
      [['token', tokenIn(sent.html)], field(rating, 5), field(text, 'Kept')],
      newAddress(),
    );
    expect(again.status).toBe(303);
    expect(await responsesOf(owner, form)).toHaveLength(1);
  });

  it('refuses answers out of range, choices that are not options and overlong text, storing nothing', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [
      { text: 'Stars', type: 'rating' },
      { text: 'NPS', type: 'nps' },
      { text: 'Pick', type: 'single_choice', options: ['A', 'B'] },
      { text: 'Text', type: 'textarea' },
    ]);
    const [stars, nps, pick, text] = form.questions as [Question, Question, Question, Question];
    const sent = await postForm(
      server(),
      form.id,
      [
        ['token', agedToken(server(), form.id)],
        field(stars, 6),
        field(nps, 11),
        field(pick, 'C'),
        field(text, 'x'.repeat(2_001)),
      ],
      newAddress(),
    );
    expect(sent.status).toBe(422);
    expect(sent.html.match(/class="err"/g)).toHaveLength(4);
    expect(sent.html).toContain('Choose one of the given values.');
    expect(sent.html).toContain('Choose one of the listed options.');
    expect(sent.html).toContain('2000');
    expect(await responsesOf(owner, form)).toEqual([]);
  });

  it('escapes user text in the form, the question texts and the answers it shows again', async () => {
    const owner = await buildWorkspace(server());
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'';
    const form = await createTestForm(
      owner.client,
      [
        { text: attack, type: 'textarea', required: true },
        { text: 'Pick', type: 'single_choice', options: [attack, 'B'] },
      ],
      { name: attack, description: attack },
    );
    const page = await openForm(server(), `/f/${form.id}`);
    const sent = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), form.id)], field(form.questions[1]!, attack)],
      newAddress(),
    );
    for (const html of [page.html, sent.html]) {
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    }
    // The only script is the page's own, allowed by its hash.
    expect(page.html.match(/<script>/g)).toHaveLength(1);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'/);
  });

  it('says a closed or deleted form is closed or gone, in the respondent language', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating } = await ratingAndText(owner);
    await owner.client.patch(`/api/feedback/${form.id}`, { accepting: false });
    const closed = await openForm(server(), `/f/${form.id}`, { 'accept-language': 'en' });
    expect([closed.status, closed.html.includes('This form is closed')]).toEqual([410, true]);
    const post = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), form.id)], field(rating, 5)],
      newAddress(),
    );
    expect(post.status).toBe(410);
    expect(await responsesOf(owner, form)).toEqual([]);

    await owner.client.delete(`/api/feedback/${form.id}`);
    const gone = await openForm(server(), `/f/${form.id}`, { 'accept-language': 'es' });
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<html lang="es">');
    for (const id of ['x'.repeat(100), 'a%00', '%00']) {
      expect((await openForm(server(), `/f/${id}`)).status).toBe(404);
    }
  });

  it('records a response through a feedback QR code with its code and event, and announces it live', async () => {
    // Signed up rather than built: the live stream is a browser session's.
    const owner = await buildSignedInUser(server());
    const { form, rating } = await ratingAndText(owner);
    const event = await owner.client.post('/api/events', { name: 'Summer fair', feedbackIds: [form.id] });
    expect(event.status, JSON.stringify(event.body)).toBe(201);
    const created = await owner.client.post<QrCode>('/api/qr-codes', {
      name: 'Table 4',
      type: 'feedback',
      target: { kind: 'feedback', feedbackId: form.id, eventId: event.body.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.target).toMatchObject({
      kind: 'feedback',
      feedbackName: 'Table feedback',
      eventName: 'Summer fair',
      url: form.publicUrl,
    });

    const scan = await visit(server().url, `/Q/${created.body.code}`);
    expect(scan.status).toBe(302);
    expect(scan.location).toMatch(new RegExp(`^${form.publicUrl}\\?qr=`));
    const page = await openForm(server(), new URL(scan.location!).pathname + new URL(scan.location!).search);
    const forged = await openForm(server(), `/f/${form.id}?qr=${created.body.id}.forged`);

    let sent: Awaited<ReturnType<typeof postForm>> | undefined;
    const frames = await collectStream(
      server().url,
      owner.client,
      (received) => received.some((frame) => frame.event === 'response'),
      async () => {
        sent = await postForm(
          server(),
          form.id,
          [['token', agedToken(server(), form.id, 10_000, created.body.id)], field(rating, 5)],
          newAddress(),
        );
      },
    );
    expect(sent?.status).toBe(303);
    expect(frames.find((frame) => frame.event === 'response')?.data).toMatchObject({
      feedbackId: form.id,
      qrId: created.body.id,
      eventId: event.body.id,
    });

    const [response] = await responsesOf(owner, form);
    expect(response).toMatchObject({
      qrId: created.body.id,
      qrName: 'Table 4',
      eventId: event.body.id,
      eventName: 'Summer fair',
    });
    const filtered = await owner.client.get<FormStatistics>(
      `/api/feedback/${form.id}/statistics?qrId=${created.body.id}`,
    );
    expect(filtered.body.responses).toBe(1);
    expect(tokenIn(page.html)).not.toBe(tokenIn(forged.html));
    const detail = await owner.client.get<FeedbackFormDetail>(`/api/feedback/${form.id}`);
    expect(detail.body.qrCodes.map((code) => code.id)).toEqual([created.body.id]);
    expect(detail.body.events.map((item) => item.name)).toEqual(['Summer fair']);

    // A deleted form leaves its printed codes saying they are no longer active.
    await owner.client.delete(`/api/feedback/${form.id}`);
    expect((await visit(server().url, `/Q/${created.body.code}`)).status).toBe(410);
  });
});
