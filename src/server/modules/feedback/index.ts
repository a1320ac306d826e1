// The feedback module's face: a form's existence and statistics, and its public form as a landing page embeds it.
// Other modules import this file only (eslint/module-boundaries.js); everything else here is the module's own.

export { formStatistics } from './feedback-stats.service.js';
export { formExists, formName } from './feedback.service.js';
export { issueFormToken } from './form-token.js';
export { loadPublicFormCached } from './public-form.service.js';
export { countResponsesBetween } from './response-count.repo.js';
export { answersOfResponse, type AnsweredQuestion } from './response-answers.js';
