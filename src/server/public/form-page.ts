import { createHash } from 'node:crypto';
import { ANSWER_TEXT_MAX, NPS_MAX, NPS_MIN, RATING_MAX, RATING_MIN } from '../../shared/feedback.js';
import { intlLocale, type Locale } from '../../shared/locales.js';
import { FORM_TEXTS, type FormTexts } from './form-texts.js';
import { escapeHtml } from './status-page.js';

/**
 * The public feedback form (docs/product.md, Feedback forms): one small server-rendered page, mobile first, that works
 * without JavaScript. Ratings are radio buttons drawn as stars by CSS alone; the only script (allowed by its hash)
 * stops a second tap on "Send" while the first is on its way. Every piece of user text is escaped.
 */
export const FORM_STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}',
  'main{max-width:36rem;margin:0 auto;padding:1rem}',
  '.card{background:#fff;border-radius:1rem;padding:1.25rem;box-shadow:0 1px 3px #0f172a1a}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem;overflow-wrap:anywhere}',
  '.desc{margin:0 0 1rem;color:#475569;white-space:pre-line;overflow-wrap:anywhere}',
  'fieldset{border:0;margin:0 0 1.25rem;padding:0;min-width:0}',
  'legend{font-weight:600;padding:0;margin-bottom:.5rem;overflow-wrap:anywhere}',
  '.req{color:#b91c1c;margin-left:.25rem}',
  '.hint{font-size:.875rem;color:#475569;margin:0 0 .5rem}',
  '.bad legend,.err{color:#b91c1c}',
  '.err{font-size:.875rem;font-weight:600;margin:.375rem 0 0}',
  '.sr,.hp{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  '.hp{left:-999px}',
  '.stars{display:inline-flex;flex-direction:row-reverse;gap:.25rem}',
  '.stars input,.nps input{position:absolute;opacity:0;width:1px;height:1px}',
  '.stars label{font-size:2.25rem;line-height:1;color:#cbd5e1;cursor:pointer;padding:0 .125rem}',
  '.stars input:checked~label,.stars label:hover,.stars label:hover~label{color:#f59e0b}',
  '.stars input:focus-visible+label,.nps input:focus-visible+label{outline:3px solid #4338ca;outline-offset:2px;border-radius:.25rem}',
  '.nps{display:grid;grid-template-columns:repeat(11,minmax(0,1fr));gap:.25rem}',
  '.nps label{display:block;text-align:center;padding:.5rem 0;border:1px solid #cbd5e1;border-radius:.375rem;cursor:pointer;font-variant-numeric:tabular-nums}',
  '.nps input:checked+label{background:#4338ca;border-color:#4338ca;color:#fff}',
  '.ends{display:flex;justify-content:space-between;gap:1rem;font-size:.8125rem;color:#475569;margin-top:.25rem}',
  '.opt{display:flex;gap:.625rem;align-items:flex-start;padding:.5rem 0;overflow-wrap:anywhere}',
  '.opt input{width:1.25rem;height:1.25rem;margin:.125rem 0 0;flex:none;accent-color:#4338ca}',
  'textarea{width:100%;min-height:7rem;font:inherit;padding:.625rem;border:1px solid #94a3b8;border-radius:.5rem}',
  'textarea:focus-visible,.opt input:focus-visible,button:focus-visible{outline:3px solid #4338ca;outline-offset:2px}',
  '.bad textarea{border-color:#b91c1c}',
  '.alert{border:1px solid #fca5a5;background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}',
  '.alert a{color:inherit}',
  '.alert p{margin:0}',
  '.alert ul{margin:.25rem 0 0;padding-left:1.25rem}',
  '.note{border:1px solid #a5b4fc;background:#eef2ff;color:#312e81;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}',
  'button{width:100%;font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.5rem;padding:.875rem;cursor:pointer}',
  'button[aria-disabled=true]{opacity:.6}',
  '.msg{text-align:center;padding:2.5rem 1.25rem}',
  '.msg h1{font-size:1.625rem}',
  '.msg p{color:#475569;margin:0}',
  'footer{text-align:center;font-size:.8125rem;color:#475569;padding:1rem}',
  '@media (min-width:40rem){main{padding:2.5rem 1rem}.card{padding:2rem}}',
].join('');
// A second tap on "Send" while the first is on its way is dropped (the nonce would refuse it anyway, but the person
// would then see "already sent" instead of the thanks); coming back to the page (the back button) allows sending again.
export const FORM_SCRIPT =
  "var f=document.querySelector('form'),b=f&&f.querySelector('button');" +
  "if(b){f.addEventListener('submit',function(e){if(f.dataset.sent){e.preventDefault()}else{f.dataset.sent='1';b.setAttribute('aria-disabled','true')}});" +
  "addEventListener('pageshow',function(){delete f.dataset.sent;b.removeAttribute('aria-disabled')})}";
const hashOf = (text: string) => createHash('sha256').update(text).digest('base64');
export const FORM_PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${hashOf(FORM_STYLE)}'; script-src 'sha256-${hashOf(FORM_SCRIPT)}'; ` +
  `base-uri 'none'; form-action 'self'; frame-ancestors 'self'`;

export interface FormQuestionView {
  id: string;
  text: string;
  type: 'rating' | 'nps' | 'textarea' | 'single_choice' | 'multiple_choice';
  required: boolean;
  options: readonly string[];
}

export interface FormView {
  id: string;
  name: string;
  description: string;
  questions: readonly FormQuestionView[];
  token: string;
  /** What the visitor sent, shown again after an error. */
  values?: ReadonlyMap<string, readonly string[]>;
  /** An error code per question id (`answer_required`…). */
  errors?: ReadonlyMap<string, string>;
  /** A message above the form: the confirmation asked of a quick post, the expired-token and rate-limit notices. */
  notice?: 'confirm' | 'token_invalid' | 'rate_limited';
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

function errorText(texts: FormTexts, code: string): string {
  switch (code) {
    case 'answer_required':
      return texts.answerRequired;
    case 'answer_out_of_range':
      return texts.answerOutOfRange;
    case 'answer_not_an_option':
      return texts.answerNotAnOption;
    case 'answer_too_long':
      return fill(texts.answerTooLong, { max: ANSWER_TEXT_MAX });
    default:
      return texts.answerInvalid;
  }
}

function page(locale: Locale, title: string, body: string, withScript: boolean): string {
  return (
    `<!doctype html><html lang="${intlLocale(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${FORM_STYLE}</style></head><body>${body}` +
    `<footer>${escapeHtml(FORM_TEXTS[locale].poweredBy)}</footer>` +
    (withScript ? `<script>${FORM_SCRIPT}</script>` : '') +
    `</body></html>`
  );
}

function questionHtml(texts: FormTexts, question: FormQuestionView, given: readonly string[], error?: string): string {
  const name = `q_${question.id}`;
  const fieldId = `q-${question.id}`;
  const errorId = `e-${question.id}`;
  const describedBy = error ? ` aria-describedby="${errorId}"` : '';
  const chosen = new Set(given);
  const marker = question.required
    ? `<span class="req" aria-hidden="true">*</span><span class="sr"> (${escapeHtml(texts.required)})</span>`
    : '';
  let control = '';
  if (question.type === 'rating') {
    // Row-reversed so that CSS can colour a chosen star and every star before it.
    for (let value = RATING_MAX; value >= RATING_MIN; value -= 1) {
      const id = `${fieldId}-${value}`;
      control += `<input type="radio" id="${id}" name="${name}" value="${value}"${chosen.has(String(value)) ? ' checked' : ''}><label for="${id}" title="${escapeHtml(fill(texts.starLabel, { n: value }))}"><span aria-hidden="true">★</span><span class="sr">${escapeHtml(fill(texts.starLabel, { n: value }))}</span></label>`;
    }
    control = `<div class="stars">${control}</div>`;
  } else if (question.type === 'nps') {
    for (let value = NPS_MIN; value <= NPS_MAX; value += 1) {
      const id = `${fieldId}-${value}`;
      control += `<span><input type="radio" id="${id}" name="${name}" value="${value}"${chosen.has(String(value)) ? ' checked' : ''}><label for="${id}">${value}</label></span>`;
    }
    control = `<div class="nps">${control}</div><div class="ends" aria-hidden="true"><span>${escapeHtml(texts.npsLow)}</span><span>${escapeHtml(texts.npsHigh)}</span></div>`;
  } else if (question.type === 'textarea') {
    const hintId = `h-${question.id}`;
    control =
      `<p class="hint" id="${hintId}">${escapeHtml(fill(texts.textHint, { max: ANSWER_TEXT_MAX }))}</p>` +
      `<textarea id="${fieldId}" name="${name}" maxlength="${ANSWER_TEXT_MAX}" aria-describedby="${hintId}${error ? ` ${errorId}` : ''}"${question.required ? ' aria-required="true"' : ''}${error ? ' aria-invalid="true"' : ''}>${escapeHtml(given[0] ?? '')}</textarea>`;
  } else {
    const multiple = question.type === 'multiple_choice';
    control = `<p class="hint">${escapeHtml(multiple ? texts.chooseAny : texts.chooseOne)}</p>`;
    question.options.forEach((option, index) => {
      const id = `${fieldId}-${index}`;
      control += `<div class="opt"><input type="${multiple ? 'checkbox' : 'radio'}" id="${id}" name="${name}" value="${escapeHtml(option)}"${chosen.has(option) ? ' checked' : ''}><label for="${id}">${escapeHtml(option)}</label></div>`;
    });
  }
  // A textarea carries its own label; the other types are groups named by their legend.
  const legend =
    question.type === 'textarea'
      ? `<legend><label for="${fieldId}">${escapeHtml(question.text)}</label>${marker}</legend>`
      : `<legend>${escapeHtml(question.text)}${marker}</legend>`;
  const role =
    question.type === 'textarea' ? '' : ` role="${question.type === 'multiple_choice' ? 'group' : 'radiogroup'}"`;
  return (
    `<fieldset id="f-${question.id}"${role}${error ? ' class="bad"' : ''}${describedBy}${question.required && question.type !== 'textarea' ? ' aria-required="true"' : ''}>` +
    `${legend}${control}${error ? `<p class="err" id="${errorId}">${escapeHtml(errorText(texts, error))}</p>` : ''}</fieldset>`
  );
}

/** The form, empty or served again with the visitor's answers and the errors beside their questions. */
export function renderFormPage(locale: Locale, form: FormView): string {
  const body =
    `<main><div class="card"><h1>${escapeHtml(form.name)}</h1>` +
    (form.description ? `<p class="desc">${escapeHtml(form.description)}</p>` : '') +
    formMarkup(locale, form) +
    `</div></main>`;
  return page(locale, form.name, body, true);
}

/**
 * The form itself (notices, the questions, the button), without the page around it: a landing page of the feedback
 * or rating type shows it inline (with FORM_STYLE and FORM_SCRIPT), posting to the same `/f/{id}`.
 */
export function formMarkup(locale: Locale, form: FormView): string {
  const texts = FORM_TEXTS[locale];
  const errors = form.errors ?? new Map<string, string>();
  let alert = '';
  if (form.notice === 'confirm') {
    // Nothing is wrong: a calm note, announced politely, not an error.
    alert = `<div class="note" role="status">${escapeHtml(texts.confirmSend)}</div>`;
  } else if (form.notice) {
    const text = form.notice === 'rate_limited' ? texts.rateLimited : texts.tokenInvalid;
    alert = `<div class="alert" role="alert">${escapeHtml(text)}</div>`;
  } else if (errors.size > 0) {
    const links = form.questions
      .filter((question) => errors.has(question.id))
      .map((question) => `<li><a href="#f-${question.id}">${escapeHtml(question.text)}</a></li>`)
      .join('');
    alert = `<div class="alert" role="alert"><p>${escapeHtml(texts.errorSummary)}</p><ul>${links}</ul></div>`;
  }
  const questions =
    form.questions.length === 0
      ? `<p class="desc">${escapeHtml(texts.noQuestions)}</p>`
      : form.questions
          .map((question) =>
            questionHtml(texts, question, form.values?.get(question.id) ?? [], errors.get(question.id)),
          )
          .join('');
  return (
    alert +
    `<form method="post" action="/f/${encodeURIComponent(form.id)}" novalidate accept-charset="utf-8">` +
    `<input type="hidden" name="token" value="${escapeHtml(form.token)}">` +
    `<div class="hp" aria-hidden="true"><label>${escapeHtml(texts.honeypotLabel)} <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>` +
    questions +
    (form.questions.length > 0 ? `<button type="submit">${escapeHtml(texts.send)}</button>` : '') +
    `</form>`
  );
}

export type FormMessage = 'thanks' | 'duplicate' | 'already_today' | 'closed' | 'not_found' | 'unavailable';

/** A page with one message: the thank-you page, and the pages for a form that is closed, gone or answered. */
export function renderFormMessage(locale: Locale, kind: FormMessage, formName?: string): string {
  const texts = FORM_TEXTS[locale];
  const [title, body]: [string, string] = (
    {
      thanks: [texts.thanksTitle, texts.thanksBody],
      duplicate: [texts.duplicateTitle, texts.duplicateBody],
      already_today: [texts.alreadyTodayTitle, texts.alreadyTodayBody],
      closed: [texts.closedTitle, texts.closedBody],
      not_found: [texts.notFoundTitle, texts.notFoundBody],
      unavailable: [texts.unavailableTitle, texts.unavailableBody],
    } satisfies Record<FormMessage, [string, string]>
  )[kind];
  const heading = formName ? `<p>${escapeHtml(formName)}</p>` : '';
  return page(
    locale,
    title,
    `<main><div class="card msg" role="status">${heading}<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></div></main>`,
    false,
  );
}
