import type { ErrorBody, FieldIssue } from '../../shared/errors.js';

/** A failed API call, carrying the server's error code, message and field issues (docs/product.md, HTTP interface). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
    /** The error's other details, e.g. the failed scan check of a design the server refused. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// The workspace this page shows, sent with every call: the server refuses (409 `workspace_changed`) a call from a page
// whose session has moved to another workspace meanwhile, instead of answering for the other one.
let pageWorkspace: string | null = null;

/** Set by the session (workspace-switch.ts) whenever it learns which workspace the page shows. */
export function setPageWorkspace(workspaceId: string | null): void {
  pageWorkspace = workspaceId;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as it is instead of JSON (an upload), with `contentType`. */
  rawBody?: Blob;
  contentType?: string;
  /** `blob`: the answer is a file (a ZIP), returned as a Blob; errors still arrive as the JSON error body. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

/** The only fetch wrapper of the web app: JSON in and out, same-origin cookies, errors as ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', body, rawBody, contentType, responseType = 'json', signal }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  const sent = rawBody
    ? { type: contentType ?? 'application/octet-stream', data: rawBody }
    : body === undefined
      ? null
      : { type: 'application/json', data: JSON.stringify(body) };
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: responseType === 'blob' ? '*/*' : 'application/json',
        ...(sent ? { 'content-type': sent.type } : {}),
        ...(pageWorkspace ? { 'x-scanlink-workspace': pageWorkspace } : {}),
      },
      body: sent?.data,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'The server cannot be reached.');
  }
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  const payload = text ? safeParse(text) : null;
  if (!response.ok) {
    const error = (payload as ErrorBody | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? (response.status >= 500 ? 'internal_error' : 'request_failed'),
      error?.message ?? response.statusText,
      error?.details?.fields ?? [],
      error?.details ?? {},
    );
  }
  return payload as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A path with its query string; empty and missing values are left out. */
export function withQuery(
  path: string,
  params: Record<string, string | number | readonly string[] | null | undefined>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // A list is the same parameter repeated (`filter=a&filter=b`); its empty strings are values too.
    if (Array.isArray(value)) for (const item of value as readonly string[]) query.append(key, item);
    else if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
