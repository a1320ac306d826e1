import { expect, test } from '@playwright/test';
import { signUp, text } from './helpers.js';

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('a form built in the app is answered on a phone without JavaScript, and the answer appears on the open statistics page', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page, 'Cafe Owner');
  await page.goto('/feedback/new');
  await page.getByLabel(en('feedback.name')).fill('How was your visit?');
  await page.getByRole('button', { name: en('feedback.create') }).click();
  await expect(page.getByRole('heading', { name: 'How was your visit?', level: 1 })).toBeVisible();

  // Three questions: a required rating, a required NPS and an optional text, added one after another in place.
  await page
    .getByRole('button', { name: en('question.add') })
    .first()
    .click();
  const panel = page.getByTestId('add-question-form');
  const add = async (question: string, type: string, required: boolean) => {
    await panel.getByLabel(en('question.text')).fill(question);
    await panel.getByLabel(en('question.type')).selectOption(type);
    await panel.getByLabel(en('question.required_label')).setChecked(required);
    await panel.getByRole('button', { name: en('question.add') }).click();
    await expect(panel.getByText(en('question.added', { text: question }))).toBeVisible();
  };
  await add('How was your meal?', 'rating', true);
  await add('Would you recommend us?', 'nps', true);
  await add('Anything else?', 'textarea', false);
  await panel.getByRole('button', { name: en('feedback.done_adding') }).click();
  const questions = page.getByRole('listitem').filter({ hasText: 'How was your meal?' });
  await expect(questions.getByText(en('question_type.rating'))).toBeVisible();
  await expect(questions.getByText(en('question.required'))).toBeVisible();

  const formUrl = new URL(
    (await page.getByRole('link', { name: en('feedback.open_form') }).getAttribute('href')) ?? '',
  );
  await page
    .getByRole('main')
    .getByRole('link', { name: en('feedback.statistics'), exact: true })
    .click();
  await expect(page.getByTestId('total-responses')).toHaveText('0');

  // The respondent: a phone, JavaScript off, English.
  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
    locale: 'en-GB',
    isMobile: true,
    hasTouch: true,
  });
  const respondent = await phone.newPage();
  await respondent.goto(formUrl.pathname);
  await expect(respondent.getByRole('heading', { name: 'How was your visit?' })).toBeVisible();
  // A person takes a moment to read; a post faster than FORM_MIN_FILL_SECONDS (1 s in this run) would be asked to confirm.
  await respondent.waitForTimeout(1_200);

  // First without the required NPS: the error stands beside it, and the answers given are kept.
  // A person taps the star or the number, which are the radio buttons' labels.
  await respondent.getByTitle('4 of 5 stars').click();
  await respondent.getByLabel('Anything else?').fill('The soup was lovely.');
  await respondent.getByRole('button', { name: 'Send' }).click();
  const nps = respondent.getByRole('radiogroup', { name: /Would you recommend us\?/ });
  await expect(nps.getByText('Please answer this question.')).toBeVisible();
  await expect(respondent.getByLabel('Anything else?')).toHaveValue('The soup was lovely.');
  await expect(respondent.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();

  await nps.getByText('9', { exact: true }).click();
  await expect(nps.getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await respondent.getByRole('button', { name: 'Send' }).click();
  await expect(respondent.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await phone.close();

  // The owner's statistics page, open all along, shows the answer without a reload.
  await expect(page.getByTestId('total-responses')).toHaveText('1', { timeout: 15_000 });
  await expect(page.getByTestId('rating-average')).toContainText('4.00');
  await expect(page.getByTestId('text-answers')).toContainText('The soup was lovely.');
});

test('with JavaScript on, the public form shows the same errors from the server and sends once however often Send is tapped', async ({
  page,
  browser,
}) => {
  await signUp(page, 'Stand Keeper');
  const form = await (await page.request.post('/api/feedback', { data: { name: 'Our stand' } })).json();
  for (const question of [
    { text: 'How did you like the stand?', type: 'rating', required: true },
    { text: 'What did you try?', type: 'multiple_choice', options: ['Coffee', 'Cake'] },
  ]) {
    expect((await page.request.post('/api/questions', { data: { feedbackId: form.id, ...question } })).status()).toBe(
      201,
    );
  }

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: IPHONE, locale: 'de-DE' });
  const respondent = await phone.newPage();
  await respondent.goto(new URL(form.publicUrl).pathname);
  await expect(respondent.locator('html')).toHaveAttribute('lang', 'de');
  await respondent.waitForTimeout(1_200);
  await respondent.getByText('Cake', { exact: true }).click();
  await respondent.getByRole('button', { name: 'Senden' }).click();
  const rating = respondent.getByRole('radiogroup', { name: /How did you like the stand\?/ });
  await expect(rating.locator('.err')).toBeVisible();
  await expect(respondent.getByRole('checkbox', { name: 'Cake' })).toBeChecked();

  await respondent.getByTitle('5 von 5 Sternen').click();
  await respondent.getByRole('button', { name: 'Senden' }).dblclick();
  await expect(respondent.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  await phone.close();

  const responses = await (await page.request.get(`/api/responses?feedbackId=${form.id}`)).json();
  expect(responses.items).toHaveLength(1);
  expect(responses.items[0].answers.map((answer: { value: unknown }) => answer.value)).toEqual([5, ['Cake']]);
});
