import { expect } from 'vitest';
import type { FeedbackFormDetail, Question, ResponseList } from '../../shared/feedback.js';
import { issueFormToken } from '../modules/feedback/form-token.js';
import type { TestClient } from './client.js';
import type { TestServer } from './harness.js';

/** A form with the given questions, made through the API. */
export async function createTestForm(
  client: TestClient,
  questions: Array<{ text: string; type: Question['type']; required?: boolean; options?: string[] }>,
  form: Record<string, unknown> = {},
): Promise<FeedbackFormDetail> {
  const created = await client.post<FeedbackFormDetail>('/api/feedback', { name: 'Table feedback', ...form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  for (const question of questions) {
    const added = await client.post('/api/questions', { feedbackId: created.body.id, ...question });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return (await client.get<FeedbackFormDetail>(`/api/feedback/${created.body.id}`)).body;
}

export interface PageAnswer {
  status: number;
  html: string;
  headers: Headers;
  location: string | null;
}

/** Opens the public form as a phone would (no cookies, no JavaScript). */
export async function openForm(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, html, headers: response.headers, location: response.headers.get('location') };
}

/** The signed token a served form carries. */
export function tokenIn(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('the page has no form token');
  return match[1];
}

/** A token as the server would have issued it `ageMs` ago: a person who took that long to answer. */
export function agedToken(server: TestServer, feedbackId: string, ageMs = 10_000, qrId: string | null = null) {
  return issueFormToken(server.config.authSecret, feedbackId, qrId, Date.now() - ageMs);
}

/** Posts the form as a browser does (`application/x-www-form-urlencoded`), from the given client address. */
export async function postForm(
  server: TestServer,
  feedbackId: string,
  fields: Array<[string, string]>,
  headers: Record<string, string> = {},
): Promise<PageAnswer> {
  const response = await fetch(`${server.url}/f/${feedbackId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.status,
    html: await response.text(),
    headers: response.headers,
    location: response.headers.get('location'),
  };
}

/** The posted field of a question. */
export const field = (question: { id: string }, value: string | number): [string, string] => [
  `q_${question.id}`,
  String(value),
];

/** The responses the API lists for a form, newest first. */
export async function responsesOf(owner: { client: TestClient }, form: FeedbackFormDetail) {
  return (await owner.client.get<ResponseList>(`/api/responses?feedbackId=${form.id}`)).body.items;
}

/** A form of a required rating and an optional text question. */
export async function ratingAndText(owner: { client: TestClient }) {
  const form = await createTestForm(owner.client, [
    { text: 'How was your meal?', type: 'rating', required: true },
    { text: 'Anything else?', type: 'textarea' },
  ]);
  return { form, rating: form.questions[0] as Question, text: form.questions[1] as Question };
}
