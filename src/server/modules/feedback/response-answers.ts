import type { AnswerValue } from '../../../shared/feedback.js';
import type { Db } from '../../db/database.js';
import { answersOf, questionsByIds } from './feedback.repo.js';

/** One answer of a response with its question's text, in the form's order (what a webhook's receiver reads). */
export interface AnsweredQuestion {
  questionId: string;
  question: string;
  answer: AnswerValue;
}

/** The answers of one response, in the order of the form's questions; questions deleted since are left out. */
export async function answersOfResponse(db: Db, responseId: string): Promise<AnsweredQuestion[]> {
  const answers = await answersOf(db, [responseId]);
  const questions = new Map(
    (
      await questionsByIds(
        db,
        answers.map((answer) => answer.question_id),
      )
    ).map((question) => [question.id, question]),
  );
  return answers
    .flatMap((answer) => {
      const question = questions.get(answer.question_id);
      return question
        ? [{ position: question.position, questionId: question.id, question: question.text, answer }]
        : [];
    })
    .sort((a, b) => a.position - b.position)
    .map(({ questionId, question, answer }) => ({ questionId, question, answer: valueOf(answer.answer) }));
}

// An answer is stored as `{ value }` (room for more beside the value later).
function valueOf(stored: unknown): AnswerValue {
  return (stored as { value: AnswerValue }).value;
}
