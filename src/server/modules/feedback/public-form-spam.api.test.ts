import { describe, expect, it } from 'vitest';
import { buildWorkspace } from '../../test/builders.js';
import { agedToken, field, openForm, postForm, ratingAndText, responsesOf, tokenIn } from '../../test/feedback.js';
import { useTestServer } from '../../test/harness.js';

// The public form's defences against spam without JavaScript (ADR 0010): the honeypot, the signed token per load, the
// limit per address (one response per visitor per day: public-form-once-a-day.api.test.ts).
const RATE_LIMIT = 5;
const server = useTestServer({ TRUST_PROXY: 'true', FORM_RATE_LIMIT: String(RATE_LIMIT) });
let address = 0;
/** Each test answers from an address of its own, so only the rate-limit test meets the limit. */
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1) % 250}` });

describe('the public form against spam', () => {
  it('thanks a bot that fills the honeypot, and stores nothing', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating } = await ratingAndText(owner);
    const sent = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), form.id)], ['website', 'http://spam.example'], field(rating, 5)],
      newAddress(),
    );
    expect([sent.status, sent.location]).toEqual([303, `/f/${form.id}/thanks`]);
    expect(await responsesOf(owner, form)).toEqual([]);
  });

  it('refuses a forged or missing token, and a token used twice', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating } = await ratingAndText(owner);
    const forged = `${agedToken(server(), form.id).slice(0, -4)}AAAA`;
    for (const token of [forged, '']) {
      const refused = await postForm(server(), form.id, [['token', token], field(rating, 5)], newAddress());
      expect(refused.status).toBe(400);
      expect(refused.html).toMatch(/name="token" value="[^"]+"/);
    }
    const otherForm = await ratingAndText(owner);
    const elsewhere = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), otherForm.form.id)], field(rating, 5)],
      newAddress(),
    );
    expect(elsewhere.status).toBe(400);

    const token = agedToken(server(), form.id);
    expect((await postForm(server(), form.id, [['token', token], field(rating, 5)], newAddress())).status).toBe(303);
    const replay = await postForm(server(), form.id, [['token', token], field(rating, 1)], newAddress());
    expect(replay.status).toBe(409);
    expect(await responsesOf(owner, form)).toHaveLength(1);
  });

  it('asks a quick person to confirm once, answers kept, and stores the confirmed answer however fast it comes', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating, text } = await ratingAndText(owner);
    const from = newAddress();
    const page = await openForm(server(), `/f/${form.id}`, { 'accept-language': 'en' });
    const answers = [field(rating, 5), field(text, 'Lovely soup')];
    const quick = await postForm(server(), form.id, [['token', tokenIn(page.html)], ...answers], from);
    expect(quick.status).toBe(200);
    expect(quick.html).toContain('<div class="note" role="status">Almost done!');
    expect(quick.html).not.toContain('role="alert"');
    expect(quick.html).toMatch(new RegExp(`name="q_${rating.id}" value="5" checked`));
    expect(quick.html).toContain('Lovely soup</textarea>');
    expect(await responsesOf(owner, form)).toEqual([]);

    // The confirmation has no timer: sent straight away, it is stored.
    const confirmToken = tokenIn(quick.html);
    expect(confirmToken).not.toBe(tokenIn(page.html));
    const confirmed = await postForm(server(), form.id, [['token', confirmToken], ...answers], from);
    expect([confirmed.status, confirmed.location]).toEqual([303, `/f/${form.id}/thanks`]);
    const stored = await responsesOf(owner, form);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ questionId: rating.id, value: 5 })]),
    );
    // The confirmation belongs to the same load, which answers once: sent again, or confirmed again, it stores nothing.
    expect((await postForm(server(), form.id, [['token', confirmToken], ...answers], from)).status).toBe(409);
    const again = await postForm(server(), form.id, [['token', tokenIn(page.html)], ...answers], from);
    const reconfirmed = await postForm(server(), form.id, [['token', tokenIn(again.html)], ...answers], from);
    expect(reconfirmed.status).toBe(409);
    expect(await responsesOf(owner, form)).toHaveLength(1);
  });

  it('stores nothing for a bot that posts at once and never confirms', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating, text } = await ratingAndText(owner);
    for (let load = 0; load < 3; load += 1) {
      const page = await openForm(server(), `/f/${form.id}`);
      // Two answers: two seconds to beat, a wide margin for a loaded test machine.
      const answers = [field(rating, 1), field(text, 'Cheap watches')];
      const sent = await postForm(server(), form.id, [['token', tokenIn(page.html)], ...answers], newAddress());
      expect(sent.status).toBe(200);
      expect(sent.html).toContain('class="note"');
    }
    expect(await responsesOf(owner, form)).toEqual([]);
  });

  it('asks for more time only as more questions are answered, a second each, up to FORM_MIN_FILL_SECONDS', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating, text } = await ratingAndText(owner);
    // One tap in a second and a half: a person's pace, stored at once.
    const oneTap = await postForm(
      server(),
      form.id,
      [['token', agedToken(server(), form.id, 1_500)], field(rating, 4)],
      newAddress(),
    );
    expect(oneTap.status).toBe(303);
    // Two answers in the same time are asked to be confirmed; in two and a half seconds they are stored.
    const twoAnswers = (ageMs: number) =>
      postForm(
        server(),
        form.id,
        [['token', agedToken(server(), form.id, ageMs)], field(rating, 3), field(text, 'Quick but fine')],
        newAddress(),
      );
    const early = await twoAnswers(1_500);
    expect(early.status).toBe(200);
    expect(early.html).toContain('class="note"');
    expect((await twoAnswers(2_500)).status).toBe(303);
    expect(await responsesOf(owner, form)).toHaveLength(2);
  });

  it('limits the responses per address', async () => {
    const owner = await buildWorkspace(server());
    const { form, rating } = await ratingAndText(owner);
    const from = { 'x-forwarded-for': '192.0.2.77' };
    const statuses: number[] = [];
    for (let index = 0; index <= RATE_LIMIT; index += 1) {
      const sent = await postForm(server(), form.id, [['token', agedToken(server(), form.id)], field(rating, 5)], from);
      statuses.push(sent.status);
      if (sent.status === 429) expect(sent.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(303), 429]);
    expect(await responsesOf(owner, form)).toHaveLength(RATE_LIMIT);
  });
});
