import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../shared/locales.js';
import type { AppContext } from '../../app-context.js';
import { isUnavailableError } from '../../db/dialect.js';
import {
  FORM_PAGE_CSP,
  renderFormMessage,
  renderFormPage,
  type FormMessage,
  type FormView,
} from '../../public/form-page.js';
import { publicLocale } from '../../public/status-page.js';
import { confirmFormToken, issueFormToken } from './form-token.js';
import { FORM_VISITOR_COOKIE, formVisitorCookieOptions, issueFormVisitor, readFormVisitor } from './form-visitor.js';
import {
  forgetPublicForm,
  keptValues,
  loadPublicForm,
  loadPublicFormCached,
  submitResponse,
  type PublicForm,
} from './public-form.service.js';
import { readRouteMark, readScanParameter } from '../../public/addresses.js';

const MINUTE = 60_000;
// Ids are ours (UUIDv7); anything else — a NUL byte above all, which PostgreSQL refuses — is a form that does not exist.
const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Fifty long answers in multi-byte letters, URL-encoded, fit; anything larger is not a person's answer. */
const FORM_BODY_LIMIT = 1_048_576;

const MESSAGE_STATUS: Record<FormMessage, number> = {
  thanks: 200,
  duplicate: 409,
  already_today: 409,
  closed: 410,
  not_found: 404,
  unavailable: 503,
};

/**
 * The public form (`GET|POST /f/{id}`, docs/product.md, Feedback forms) and its thank-you page: server-rendered HTML in
 * the respondent's language, posted as an ordinary HTML form (so it works without JavaScript), answered
 * POST-redirect-GET so that a reload never sends twice.
 */
// Every answer of these routes carries the form's own policy (FORM_PAGE_CSP, its CSS and script by hash), so the
// app's policy and the style nonce it draws are not built for them (as for the landing pages).
const OWN_CSP = { helmet: { contentSecurityPolicy: false } } as const;

export function registerPublicFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  // An edit of a form or of its questions reaches its public page on every node at once.
  ctx.events.onEvent(['form.updated', 'form.deleted'], (event) => forgetPublicForm(event.data.id));
  ctx.events.onEvent(['question.created', 'question.updated', 'question.deleted'], (event) =>
    forgetPublicForm(event.data.formId),
  );
  void app.register(async (scope) => {
    // Only these routes read HTML form posts; the API stays JSON only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, readFields(body as string)),
    );
    const limit = scope.createRateLimit({ max: ctx.config.formRateLimit, timeWindow: MINUTE });

    const send = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('content-security-policy', FORM_PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    const message = (reply: FastifyReply, locale: Locale, kind: FormMessage, form?: PublicForm) =>
      send(reply, MESSAGE_STATUS[kind], renderFormMessage(locale, kind, form?.name));
    const view = (form: PublicForm, token: string, extra: Partial<FormView> = {}): FormView => ({
      id: form.id,
      name: form.name,
      description: form.description,
      questions: form.questions,
      token,
      ...extra,
    });

    // A form that is gone or closed gets its page; a database that does not answer, a page saying so.
    async function withForm(
      request: FastifyRequest<{ Params: { id: string } }>,
      reply: FastifyReply,
      then: (form: PublicForm, locale: Locale) => Promise<FastifyReply>,
    ): Promise<FastifyReply> {
      const locale = publicLocale(request, ctx.config.defaultLocale);
      const load = request.method === 'POST' ? loadPublicForm : loadPublicFormCached;
      try {
        const form = FORM_ID.test(request.params.id) ? await load(ctx, request.params.id) : undefined;
        if (!form) return message(reply, locale, 'not_found');
        if (!form.accepting) return message(reply, locale, 'closed', form);
        return await then(form, locale);
      } catch (error) {
        if (!isUnavailableError(error)) throw error;
        ctx.repeats.error('public form: the database does not answer', { err: error, reqId: request.id });
        return message(reply, locale, 'unavailable');
      }
    }

    scope.get<{ Params: { id: string }; Querystring: { qr?: string; via?: string } }>(
      '/f/:id',
      OWN_CSP,
      (request, reply) =>
        withForm(request, reply, async (form, locale) => {
          const qrId = readScanParameter(ctx.config, request.query.qr) ?? null;
          const routeId = readRouteMark(ctx.config, request.query.via) ?? null;
          // A browser without our cookie (or with an altered one) gets a new id; one that has it keeps it until it
          // expires, so the day's rule sees one browser however often the form is loaded.
          if (!readFormVisitor(ctx.config.authSecret, request.cookies[FORM_VISITOR_COOKIE])) {
            reply.setCookie(
              FORM_VISITOR_COOKIE,
              issueFormVisitor(ctx.config.authSecret),
              formVisitorCookieOptions(ctx.config, form.id),
            );
          }
          return send(
            reply,
            200,
            renderFormPage(
              locale,
              view(form, issueFormToken(ctx.config.authSecret, form.id, qrId, Date.now(), routeId)),
            ),
          );
        }),
    );

    scope.get<{ Params: { id: string } }>('/f/:id/thanks', OWN_CSP, (request, reply) =>
      withForm(request, reply, async (form, locale) => message(reply, locale, 'thanks', form)),
    );

    scope.post<{ Params: { id: string }; Body: Map<string, string[]> | undefined }>(
      '/f/:id',
      OWN_CSP,
      (request, reply) =>
        withForm(request, reply, async (form, locale) => {
          const fields = request.body instanceof Map ? request.body : new Map<string, string[]>();
          const kept = keptValues(form, fields);
          const limited = await limit(request);
          if (!limited.isAllowed && limited.isExceeded) {
            reply.header('retry-after', String(Math.max(1, limited.ttlInSeconds)));
            const token = fields.get('token')?.[0] ?? issueFormToken(ctx.config.authSecret, form.id, null);
            return send(
              reply,
              429,
              renderFormPage(locale, view(form, token, { values: kept, notice: 'rate_limited' })),
            );
          }
          const outcome = await submitResponse(ctx, form, {
            fields,
            clientAddress: ctx.clientAddress(request.raw),
            userAgent: request.headers['user-agent'] ?? '',
            visitorId: readFormVisitor(ctx.config.authSecret, request.cookies[FORM_VISITOR_COOKIE]),
          });
          const again = (status: number, token: string, extra: Partial<FormView>) =>
            send(reply, status, renderFormPage(locale, view(form, token, { values: kept, ...extra })));
          const token = fields.get('token')?.[0] ?? '';
          switch (outcome.kind) {
            case 'stored':
            case 'honeypot':
              return reply
                .code(303)
                .header('cache-control', 'no-store')
                .redirect(`/f/${encodeURIComponent(form.id)}/thanks`, 303);
            case 'token_invalid':
              return again(400, issueFormToken(ctx.config.authSecret, form.id, null), { notice: 'token_invalid' });
            case 'confirm':
              // Not refused: the person (or bot) is asked once to confirm, with every answer kept.
              return again(200, confirmFormToken(ctx.config.authSecret, outcome.token), { notice: 'confirm' });
            case 'invalid':
              return again(422, token, { errors: outcome.errors });
            case 'duplicate':
              return message(reply, locale, 'duplicate', form);
            case 'already_today':
              return message(reply, locale, 'already_today', form);
          }
        }),
    );
  });
}

/** `a=1&b=2&b=3` → a: [1], b: [2, 3]: a multiple choice posts one value per ticked box. */
function readFields(body: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(body)) {
    const values = fields.get(name) ?? [];
    values.push(value);
    fields.set(name, values);
  }
  return fields;
}
