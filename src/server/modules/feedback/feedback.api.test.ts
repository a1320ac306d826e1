import { describe, expect, it } from 'vitest';
import type { FeedbackFormDetail, Question, ResponseList } from '../../../shared/feedback.js';
import type { FormStatistics } from '../../../shared/feedback-statistics.js';
import { buildWorkspace } from '../../test/builders.js';
import { agedToken, createTestForm, field, postForm } from '../../test/feedback.js';
import { useTestServer } from '../../test/harness.js';

const server = useTestServer({ TRUST_PROXY: 'true' });
let address = 0;
/** Each response from an address of its own: the per-address limit is not what these tests are about. */
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${(address += 1) % 250}` });

async function answer(form: FeedbackFormDetail, fields: Array<[string, string]>) {
  const sent = await postForm(
    server(),
    form.id,
    [['token', agedToken(server(), form.id)], ...fields],
    fromNewAddress(),
  );
  expect(sent.status, sent.html).toBe(303);
}

describe('feedback forms', () => {
  it('are created, listed with their counts, changed and deleted', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [{ text: 'How was it?', type: 'rating', required: true }], {
      description: 'Tell us.',
    });
    expect(form).toMatchObject({ name: 'Table feedback', description: 'Tell us.', accepting: true, questionCount: 1 });
    expect(form.publicUrl).toBe(`${server().config.publicUrl}/f/${form.id}`);

    const list = await owner.client.get('/api/feedback?q=table');
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([form.id]);

    const closed = await owner.client.patch<FeedbackFormDetail>(`/api/feedback/${form.id}`, {
      accepting: false,
      oncePerVisitorPerDay: true,
    });
    expect(closed.body).toMatchObject({ accepting: false, oncePerVisitorPerDay: true });

    expect((await owner.client.delete(`/api/feedback/${form.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/feedback/${form.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/questions?feedbackId=${form.id}`)).body.items).toEqual([]);
  });

  it('refuse a blank or overlong name with the field path', async () => {
    const owner = await buildWorkspace(server());
    const blank = await owner.client.post('/api/feedback', { name: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error.details.fields).toEqual([expect.objectContaining({ path: 'name', code: 'required' })]);
    const long = await owner.client.post('/api/feedback', { name: 'x'.repeat(201) });
    expect(long.body.error.details.fields).toEqual([expect.objectContaining({ path: 'name', code: 'too_long' })]);
  });
});

describe('questions', () => {
  it('save their text, type, required flag and options, in order', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [
      { text: 'Stars?', type: 'rating' },
      { text: 'Which dishes?', type: 'multiple_choice', options: ['Soup', 'Fish', 'Cake'], required: true },
    ]);
    expect(form.questions.map((q) => [q.text, q.type, q.required, q.options, q.position])).toEqual([
      ['Stars?', 'rating', false, [], 0],
      ['Which dishes?', 'multiple_choice', true, ['Soup', 'Fish', 'Cake'], 1],
    ]);

    const [first, second] = form.questions as [Question, Question];
    const edited = await owner.client.patch<Question>(`/api/questions/${first.id}`, {
      text: 'How many stars?',
      required: true,
    });
    expect(edited.body).toMatchObject({ text: 'How many stars?', required: true, type: 'rating' });

    const reordered = await owner.client.request<FeedbackFormDetail>(
      'PUT',
      `/api/feedback/${form.id}/questions/order`,
      {
        questionIds: [second.id, first.id],
      },
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.questions.map((q) => q.id)).toEqual([second.id, first.id]);

    const all = await owner.client.get('/api/questions?q=stars');
    expect(all.body.items).toEqual([expect.objectContaining({ id: first.id, feedbackName: 'Table feedback' })]);
  });

  it('refuse unknown types, missing or duplicate options, options on other types, and a bad order', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [{ text: 'Stars?', type: 'rating' }]);
    const post = (body: Record<string, unknown>) =>
      owner.client.post('/api/questions', { feedbackId: form.id, text: 'Q', ...body });
    const fieldsOf = async (body: Record<string, unknown>) => (await post(body)).body.error.details.fields;

    expect(await fieldsOf({ type: 'slider' })).toEqual([
      expect.objectContaining({ path: 'type', code: 'invalid_option' }),
    ]);
    expect(await fieldsOf({ type: 'single_choice' })).toEqual([
      expect.objectContaining({ path: 'options', code: 'options_too_few' }),
    ]);
    expect(await fieldsOf({ type: 'single_choice', options: ['Yes', 'yes '] })).toEqual([
      expect.objectContaining({ path: 'options.1', code: 'option_duplicate' }),
    ]);
    expect(await fieldsOf({ type: 'nps', options: ['a', 'b'] })).toEqual([
      expect.objectContaining({ path: 'options', code: 'not_allowed' }),
    ]);
    expect(await fieldsOf({ type: 'rating', required: 'yes' })).toEqual([
      expect.objectContaining({ path: 'required', code: 'invalid_type' }),
    ]);
    const other = await buildWorkspace(server());
    const foreign = await other.client.post('/api/questions', { feedbackId: form.id, text: 'Q', type: 'rating' });
    expect(foreign.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'feedbackId', code: 'not_found' }),
    ]);

    const order = await owner.client.request('PUT', `/api/feedback/${form.id}/questions/order`, { questionIds: [] });
    expect(order.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'questionIds', code: 'order_mismatch' }),
    ]);
    // Nothing was half-written: the form still has its one question.
    expect((await owner.client.get(`/api/feedback/${form.id}`)).body.questionCount).toBe(1);
  });

  it('keep their type once answered, and a choice question turned into text drops its options', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [
      { text: 'Stars?', type: 'rating' },
      { text: 'Pick', type: 'single_choice', options: ['A', 'B'] },
    ]);
    const [rating, choice] = form.questions as [Question, Question];
    await answer(form, [field(rating, 4)]);
    const refused = await owner.client.patch(`/api/questions/${rating.id}`, { type: 'nps' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'question_has_answers']);
    const toText = await owner.client.patch<Question>(`/api/questions/${choice.id}`, { type: 'textarea' });
    expect(toText.body).toMatchObject({ type: 'textarea', options: [] });
  });
});

describe('statistics', () => {
  it('compute averages to 2 decimals, NPS, choice shares and the latest texts from hand-made fixtures', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [
      { text: 'Stars?', type: 'rating' },
      { text: 'Recommend?', type: 'nps' },
      { text: 'Dishes?', type: 'multiple_choice', options: ['Soup', 'Fish'] },
      { text: 'Anything else?', type: 'textarea' },
    ]);
    const [stars, nps, dishes, text] = form.questions as [Question, Question, Question, Question];
    // Ratings 5, 4, 4 → 13 / 3 = 4.333… → 4.33. NPS 10, 9, 3 → (2 − 1) / 3 = 33 %. Soup 2 of 3, Fish 1 of 3.
    await answer(form, [field(stars, 5), field(nps, 10), field(dishes, 'Soup'), field(text, 'Lovely')]);
    await answer(form, [field(stars, 4), field(nps, 9), field(dishes, 'Soup'), field(dishes, 'Fish')]);
    await answer(form, [field(stars, 4), field(nps, 3), field(text, 'Too loud')]);

    const statistics = (await owner.client.get<FormStatistics>(`/api/feedback/${form.id}/statistics`)).body;
    expect(statistics.responses).toBe(3);
    expect(statistics.series.reduce((sum, day) => sum + day.responses, 0)).toBe(3);
    const byId = new Map(statistics.questions.map((q) => [q.id, q.statistics]));
    expect(byId.get(stars.id)).toMatchObject({
      answered: 3,
      average: 4.33,
      distribution: [
        { value: 1, count: 0 },
        { value: 2, count: 0 },
        { value: 3, count: 0 },
        { value: 4, count: 2 },
        { value: 5, count: 1 },
      ],
    });
    expect(byId.get(nps.id)).toMatchObject({ answered: 3, score: 33, promoters: 2, passives: 0, detractors: 1 });
    expect(byId.get(dishes.id)).toMatchObject({
      answered: 2,
      options: [
        { option: 'Soup', count: 2, share: 1 },
        { option: 'Fish', count: 1, share: 0.5 },
      ],
    });
    const texts = byId.get(text.id);
    expect(texts?.type === 'textarea' && texts.latest.items.map((item) => item.text)).toEqual(['Too loud', 'Lovely']);

    const answers = await owner.client.get(`/api/questions/${text.id}/answers?limit=1`);
    expect(answers.body.items.map((item: { text: string }) => item.text)).toEqual(['Too loud']);
    const next = await owner.client.get(`/api/questions/${text.id}/answers?limit=1&cursor=${answers.body.nextCursor}`);
    expect(next.body.items.map((item: { text: string }) => item.text)).toEqual(['Lovely']);
  });

  it("say 'no statistics' for an unanswered form, and take one rater's rating as the average", async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [
      { text: 'Stars?', type: 'rating' },
      { text: 'Recommend?', type: 'nps' },
    ]);
    const empty = (await owner.client.get<FormStatistics>(`/api/feedback/${form.id}/statistics`)).body;
    expect(empty.responses).toBe(0);
    expect(empty.questions.map((q) => q.statistics)).toEqual([
      expect.objectContaining({ answered: 0, average: null }),
      expect.objectContaining({ answered: 0, score: null, promoters: 0, passives: 0, detractors: 0 }),
    ]);
    const [stars, nps] = form.questions as [Question, Question];
    await answer(form, [field(stars, 3), field(nps, 7)]);
    const one = (await owner.client.get<FormStatistics>(`/api/feedback/${form.id}/statistics`)).body;
    expect(one.questions.map((q) => q.statistics)).toEqual([
      expect.objectContaining({ answered: 1, average: 3 }),
      expect.objectContaining({ answered: 1, score: 0, passives: 1 }),
    ]);
  });

  it('filter by days and refuse an end before the start', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [{ text: 'Stars?', type: 'rating' }]);
    await answer(form, [field(form.questions[0]!, 5)]);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await owner.client.get(`/api/feedback/${form.id}/statistics?from=${today}&to=${today}`);
    expect(inRange.body.responses).toBe(1);
    const before = await owner.client.get(`/api/feedback/${form.id}/statistics?from=2020-01-01&to=2020-01-31`);
    expect([before.body.responses, before.body.series.length]).toEqual([0, 31]);
    const reversed = await owner.client.get(`/api/feedback/${form.id}/statistics?from=2020-02-01&to=2020-01-01`);
    expect(reversed.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'to', code: 'range_end_before_start' }),
    ]);
    const zone = await owner.client.get(`/api/feedback/${form.id}/statistics?tz=Mars/Olympus`);
    expect(zone.body.error.details.fields).toEqual([
      expect.objectContaining({ path: 'tz', code: 'invalid_time_zone' }),
    ]);
  });

  it('export every response as CSV, formula cells defused, and list the latest responses', async () => {
    const owner = await buildWorkspace(server());
    const form = await createTestForm(owner.client, [
      { text: '=Why?', type: 'textarea' },
      { text: 'Pick', type: 'multiple_choice', options: ['A', 'B'] },
    ]);
    const [why, pick] = form.questions as [Question, Question];
    await answer(form, [field(why, '=HYPERLINK("http://evil.example")'), field(pick, 'A'), field(pick, 'B')]);
    const csv = await owner.client.request('GET', `/api/feedback/${form.id}/responses.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, row] = String(csv.body).trim().split('\r\n');
    expect(header).toBe("response_id,created_at,qr_code,location,event,'=Why?,Pick");
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")",A; B`);

    const latest = await owner.client.get<ResponseList>('/api/responses?limit=5');
    expect(latest.body.items).toEqual([
      expect.objectContaining({
        feedbackId: form.id,
        feedbackName: 'Table feedback',
        answers: [
          { questionId: why.id, text: '=Why?', type: 'textarea', value: '=HYPERLINK("http://evil.example")' },
          { questionId: pick.id, text: 'Pick', type: 'multiple_choice', value: ['A', 'B'] },
        ],
      }),
    ]);
  });
});
