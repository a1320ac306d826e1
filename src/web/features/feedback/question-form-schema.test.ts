import { describe, expect, it } from 'vitest';
import type { Question } from '../../../shared/feedback.js';
import {
  createQuestionFormSchema,
  emptyQuestionForm,
  questionChanges,
  questionToForm,
  updateQuestionFormSchema,
} from './question-form-schema.js';

const saved: Question = {
  id: 'q1',
  feedbackId: 'f1',
  feedbackName: 'Table feedback',
  text: 'What brought you here?',
  type: 'single_choice',
  required: false,
  options: ['Lunch', 'Coffee'],
  position: 0,
  answers: 3,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the question form', () => {
  it('sends a new question as the API takes it: text trimmed, options only for a choice', () => {
    const rating = createQuestionFormSchema.safeParse({
      ...emptyQuestionForm('f1'),
      text: '  How was it?  ',
      // Typed for a choice, then the type went back to a rating: the options stay in the form, not in the body.
      options: ['Yes', 'No'],
    });
    expect(rating.data).toEqual({
      feedbackId: 'f1',
      text: 'How was it?',
      type: 'rating',
      required: false,
      options: [],
    });
  });

  it('refuses what the server refuses, on the field it names: no form, no text, too few or repeated options', () => {
    expect(issuesOf(createQuestionFormSchema.safeParse(emptyQuestionForm()))).toEqual([
      ['feedbackId', 'required'],
      ['text', 'required'],
    ]);
    const choice = { ...emptyQuestionForm('f1'), text: 'Which?', type: 'multiple_choice' as const };
    expect(issuesOf(createQuestionFormSchema.safeParse({ ...choice, options: ['Only one'] }))).toEqual([
      ['options', 'options_too_few'],
    ]);
    expect(issuesOf(createQuestionFormSchema.safeParse({ ...choice, options: ['Tea', 'Coffee', ' tea'] }))).toEqual([
      ['options.2', 'option_duplicate'],
    ]);
    expect(issuesOf(createQuestionFormSchema.safeParse({ ...choice, options: ['Tea', ''] }))).toEqual([
      ['options.1', 'required'],
    ]);
  });

  it('sends only what changed in an edit, and nothing when nothing did', () => {
    const unchanged = updateQuestionFormSchema.parse(questionToForm(saved));
    expect(questionChanges(unchanged, saved)).toEqual({});
    const renamed = updateQuestionFormSchema.parse({
      ...questionToForm(saved),
      text: 'Why did you come?',
      required: true,
    });
    expect(questionChanges(renamed, saved)).toEqual({ text: 'Why did you come?', required: true });
    const reworded = updateQuestionFormSchema.parse({ ...questionToForm(saved), options: ['Lunch', 'Coffee', 'Cake'] });
    expect(questionChanges(reworded, saved)).toEqual({ options: ['Lunch', 'Coffee', 'Cake'] });
  });

  it('sends a new type with the options it takes: none for a rating, the list for another choice type', () => {
    const toRating = updateQuestionFormSchema.parse({ ...questionToForm(saved), type: 'rating' });
    expect(questionChanges(toRating, saved)).toEqual({ type: 'rating', options: [] });
    const toMultiple = updateQuestionFormSchema.parse({ ...questionToForm(saved), type: 'multiple_choice' });
    expect(questionChanges(toMultiple, saved)).toEqual({ type: 'multiple_choice', options: ['Lunch', 'Coffee'] });
  });
});
