// The gist of a feedback response for the home screen's latest responses: its first answers, each made short.
import { RATING_MAX, type ResponseSummary } from '../../../shared/feedback.js';

/** One answer made short: a rating's stars, an NPS score, the start of a text, the options chosen. */
export type AnswerGist =
  | { type: 'rating'; value: number; max: number }
  | { type: 'nps'; value: number }
  | { type: 'text'; text: string; cut: boolean }
  | { type: 'choice'; options: string[]; more: number };

export interface QuestionGist {
  questionId: string;
  question: string;
  gist: AnswerGist;
}

export const GIST_ANSWERS = 3;
export const GIST_TEXT_CHARS = 80;
const GIST_OPTIONS = 3;

/**
 * The first answers of a response that say something (empty texts and empty choices are skipped), at most `answers`
 * of them; a text cut at `textChars` characters (whole code points, its line breaks as spaces), at most three options
 * of a choice with the number of the others.
 */
export function responseGist(
  answers: ResponseSummary['answers'],
  { answers: most = GIST_ANSWERS, textChars = GIST_TEXT_CHARS }: { answers?: number; textChars?: number } = {},
): QuestionGist[] {
  const gists: QuestionGist[] = [];
  for (const answer of answers) {
    if (gists.length >= most) break;
    const gist = answerGist(answer.type, answer.value, textChars);
    if (gist) gists.push({ questionId: answer.questionId, question: answer.text, gist });
  }
  return gists;
}

function answerGist(
  type: ResponseSummary['answers'][number]['type'],
  value: ResponseSummary['answers'][number]['value'],
  textChars: number,
): AnswerGist | null {
  switch (type) {
    case 'rating':
      return typeof value === 'number' ? { type: 'rating', value, max: RATING_MAX } : null;
    case 'nps':
      return typeof value === 'number' ? { type: 'nps', value } : null;
    case 'textarea': {
      if (typeof value !== 'string') return null;
      const text = value.replace(/\s+/g, ' ').trim();
      if (text === '') return null;
      const points = [...text];
      if (points.length <= textChars) return { type: 'text', text, cut: false };
      return { type: 'text', text: points.slice(0, textChars).join('').trimEnd(), cut: true };
    }
    case 'single_choice':
    case 'multiple_choice': {
      const options = (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []).filter(
        (option) => option.trim() !== '',
      );
      if (options.length === 0) return null;
      return {
        type: 'choice',
        options: options.slice(0, GIST_OPTIONS),
        more: Math.max(0, options.length - GIST_OPTIONS),
      };
    }
  }
}

/** A rating as stars: filled ones for the value, hollow ones up to the maximum (`★★★★☆`). */
export function ratingStars(value: number, max: number): string {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return '★'.repeat(filled) + '☆'.repeat(max - filled);
}
