import { describe, expect, it } from 'vitest';
import type { ResponseSummary } from '../../../shared/feedback.js';
import { ratingStars, responseGist } from './response-gist.js';

type Answer = ResponseSummary['answers'][number];
const answer = (type: Answer['type'], value: Answer['value'], n = 1): Answer => ({
  questionId: `q${n}`,
  text: `Question ${n}`,
  type,
  value,
});

describe('the gist of a response', () => {
  it('makes each kind of answer short: stars, a score, the start of a text, the options chosen', () => {
    expect(
      responseGist(
        [
          answer('rating', 4, 1),
          answer('nps', 9, 2),
          answer('textarea', 'Friendly staff', 3),
          answer('single_choice', 'Terrace', 4),
        ],
        { answers: 4 },
      ),
    ).toEqual([
      { questionId: 'q1', question: 'Question 1', gist: { type: 'rating', value: 4, max: 5 } },
      { questionId: 'q2', question: 'Question 2', gist: { type: 'nps', value: 9 } },
      { questionId: 'q3', question: 'Question 3', gist: { type: 'text', text: 'Friendly staff', cut: false } },
      { questionId: 'q4', question: 'Question 4', gist: { type: 'choice', options: ['Terrace'], more: 0 } },
    ]);
  });

  it('keeps the first three answers that say something, skipping empty texts and choices', () => {
    const gist = responseGist([
      answer('textarea', '   \n ', 1),
      answer('multiple_choice', [], 2),
      answer('nps', 0, 3),
      answer('rating', 1, 4),
      answer('textarea', 'Cold soup', 5),
      answer('rating', 5, 6),
    ]);
    expect(gist.map((item) => item.questionId)).toEqual(['q3', 'q4', 'q5']);
    expect(gist[0]?.gist).toEqual({ type: 'nps', value: 0 });
  });

  it('cuts a long text at whole characters, its line breaks as spaces', () => {
    const [long] = responseGist([answer('textarea', `Great\n\nplace ${'🙂'.repeat(100)}`)], { textChars: 20 });
    expect(long?.gist).toEqual({ type: 'text', text: `Great place ${'🙂'.repeat(8)}`, cut: true });
    const [exact] = responseGist([answer('textarea', 'a'.repeat(20))], { textChars: 20 });
    expect(exact?.gist).toEqual({ type: 'text', text: 'a'.repeat(20), cut: false });
  });

  it('names at most three options of a multiple choice, and counts the others', () => {
    const [choice] = responseGist([answer('multiple_choice', ['Food', 'Drinks', 'Music', 'Staff', 'Price'])]);
    expect(choice?.gist).toEqual({ type: 'choice', options: ['Food', 'Drinks', 'Music'], more: 2 });
  });

  it('leaves out a value of the wrong shape rather than showing it wrongly', () => {
    expect(responseGist([answer('rating', 'four'), answer('textarea', 3, 2), answer('nps', ['9'], 3)])).toEqual([]);
  });
});

describe('a rating as stars', () => {
  it('fills one star per point, hollow ones up to the maximum', () => {
    expect(ratingStars(4, 5)).toBe('★★★★☆');
    expect(ratingStars(1, 5)).toBe('★☆☆☆☆');
    expect(ratingStars(5, 5)).toBe('★★★★★');
    expect(ratingStars(9, 5)).toBe('★★★★★');
  });
});

describe('the latest responses’ texts', () => {
  it('are in the English locale, which the locale test holds the other eleven to', async () => {
    const en = (await import('../../locales/en.json')).default as { home: { responses: Record<string, string> } };
    const used = ['title', 'all_forms', 'empty', 'create_form', 'through_qr', 'at_event', 'direct', 'rating', 'nps'];
    used.push('quoted', 'more_options');
    expect(used.filter((key) => typeof en.home.responses[key] !== 'string')).toEqual([]);
  });
});
