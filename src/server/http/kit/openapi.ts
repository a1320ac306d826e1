import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { errorBodySchema } from '../../../shared/errors.js';
import { leastRoleFor, type Role } from '../../../shared/workspaces.js';
import { permissionOf } from './authorize.js';
import { JSON_TYPE, successContentTypes, type AnyRoute } from './route.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export const API_VERSION = '1.0.0';

/** The error answers the kit itself may give, by status: which routes have them follows from their declaration. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; example: unknown }> = {
  400: {
    name: 'BadRequest',
    description: 'The body is not valid JSON.',
    example: errorExample('invalid_json', 'The request body is not valid JSON.'),
  },
  401: {
    name: 'Unauthorized',
    description: 'No session or API key, or a key that is not valid.',
    example: errorExample('unauthorized', 'Sign in to continue.'),
  },
  403: {
    name: 'Forbidden',
    description:
      "The caller's role in the workspace may not do this (`details.role` names the role it needs), or an API key " +
      'called an account route.',
    example: errorExample(
      'forbidden',
      'Your role in this workspace (viewer) cannot do this: it needs editor or above.',
    ),
  },
  404: {
    name: 'NotFound',
    description: "No such resource in the caller's workspace.",
    example: errorExample('not_found', 'This link does not exist.'),
  },
  409: {
    name: 'Conflict',
    description: 'The value is taken (e.g. a short code).',
    example: errorExample('hash_taken', 'The short code "menu" is already in use.', {
      fields: [{ path: 'hash', code: 'hash_taken', message: 'hash_taken' }],
    }),
  },
  410: {
    name: 'Gone',
    description: 'A mailed link that was used, has expired or was never made.',
    example: errorExample('link_invalid', 'This link has been used, has expired or is not valid. Ask for a new one.'),
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The body is larger than the operation accepts.',
    example: errorExample('payload_too_large', 'The request is too large.'),
  },
  422: {
    name: 'ValidationFailed',
    description: 'Some fields are not valid; `details.fields` names each with its code.',
    example: errorExample('validation_failed', 'Some fields are not valid.', {
      fields: [{ path: 'name', code: 'required', message: 'required' }],
    }),
  },
  429: {
    name: 'RateLimited',
    description: 'Too many requests; `Retry-After` says when to try again.',
    example: errorExample('rate_limited', 'Too many attempts. Try again in 12 seconds.', { retryAfterSeconds: 12 }),
  },
  503: {
    name: 'Unavailable',
    description: 'The database does not answer; try again after `Retry-After` seconds.',
    example: errorExample('service_unavailable', 'The service is briefly unavailable. Please try again in a moment.'),
  },
};

export interface DocumentInfo {
  publicUrl: string;
  /** The messages the product posts to its users' receivers (OpenAPI's `webhooks`), by name. */
  webhooks?: readonly WebhookDoc[];
}

/** One kind of message the product posts: its name (its `type`), what it means, and its body's schema. */
export interface WebhookDoc {
  name: string;
  summary: string;
  description: string;
  body: $ZodType;
  example: unknown;
}

// Every message carries these (the Standard Webhooks specification).
const WEBHOOK_HEADERS = [
  ['webhook-id', 'The message’s id (`msg_…`): the same at every attempt and resend, to recognise a repeat.'],
  ['webhook-timestamp', 'When this attempt was signed, in seconds since 1970; refuse one over 5 minutes old.'],
  [
    'webhook-signature',
    '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret’s bytes after `whsec_`; two ' +
      'signatures, separated by a space, for 24 hours after a rotation.',
  ],
] as const;

/** The OpenAPI 3.1 document of the declared routes: generated, never written by hand. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], info: DocumentInfo) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const declaration of routes) {
    const path = declaration.url.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [declaration.method.toLowerCase()]: operationOf(declaration) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scanlink API',
      version: API_VERSION,
      description:
        'Short links, QR codes and their statistics. Authenticate with a browser session or with an API key from ' +
        'Settings → Integrations: `Authorization: Bearer sl_…`. Every answer is JSON with camelCase fields and ' +
        'ISO-8601 times; every error is `{ "error": { "code", "message", "details"? } }`.',
    },
    servers: [{ url: info.publicUrl }],
    tags: [...new Set(routes.map((declaration) => declaration.tag))].map((name) => ({ name })),
    paths,
    ...(info.webhooks ? { webhooks: Object.fromEntries(info.webhooks.map((doc) => [doc.name, webhookOf(doc)])) } : {}),
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An API key (`sl_…`) of the workspace. It acts with its own role, never above its maker's current role, " +
            'and stops working when its maker leaves the workspace.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'scanlink.session_token',
          description: 'The browser session of the web app (`__Secure-` in front of the name over https).',
        },
      },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(({ name, description, example }) => [
          name,
          { description, content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Error' }, example } } },
        ]),
      ),
    },
  };
}

function webhookOf(doc: WebhookDoc) {
  return {
    post: {
      summary: doc.summary,
      description: doc.description,
      operationId: `webhook.${doc.name}`,
      tags: ['Webhooks'],
      parameters: WEBHOOK_HEADERS.map(([name, description]) => ({
        name,
        in: 'header',
        required: true,
        description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: { [JSON_TYPE]: { schema: jsonSchema(doc.body, 'output'), example: doc.example } },
      },
      responses: {
        '2XX': { description: 'Received. Any other answer (a redirect too) is a failure, tried again later.' },
        '410': { description: 'Gone: the endpoint is turned off and gets nothing more.' },
      },
    },
  };
}

function operationOf(declaration: AnyRoute): Operation {
  const access = declaration.access ?? 'workspace';
  const { example } = declaration;
  const role = roleNeeded(declaration);
  const description = [declaration.description, role && `**Role:** ${role} or above.`].filter(Boolean).join('\n\n');
  const operation: Operation = {
    operationId: declaration.operationId,
    summary: declaration.summary,
    ...(description ? { description } : {}),
    ...(role ? { 'x-scanlink-role': role } : {}),
    tags: [declaration.tag],
    security: access === 'public' ? [] : access === 'account' ? [{ session: [] }] : [{ session: [] }, { apiKey: [] }],
  };
  const parameters = [
    ...parametersOf(declaration.params, 'path', example.params),
    ...parametersOf(declaration.query, 'query', example.query),
  ];
  if (parameters.length > 0) operation.parameters = parameters;
  if (declaration.upload) {
    operation.requestBody = {
      required: true,
      content: Object.fromEntries(
        declaration.upload.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  if (declaration.body) {
    operation.requestBody = {
      required: true,
      content: { [JSON_TYPE]: { schema: jsonSchema(declaration.body, 'input'), ...exampleOf(example.body) } },
    };
  }
  operation.responses = { ...successOf(declaration), ...errorsOf(declaration, access) };
  return operation;
}

/** The least role in the workspace an operation needs: none for public routes and those about one's own account. */
function roleNeeded(declaration: AnyRoute): Role | undefined {
  const permission = permissionOf(declaration);
  return permission && permission !== 'account' ? leastRoleFor(permission) : undefined;
}

function successOf(declaration: AnyRoute): Record<string, unknown> {
  const { status, description, schema, contentType } = declaration.response;
  if (status === 204) return { 204: { description } };
  const content = contentType
    ? Object.fromEntries(
        successContentTypes(declaration.response).map((type) => [
          type,
          { schema: { type: 'string' }, ...exampleOf(declaration.example.response) },
        ]),
      )
    : {
        [JSON_TYPE]: {
          ...(schema ? { schema: jsonSchema(schema, 'output') } : {}),
          ...exampleOf(declaration.example.response),
        },
      };
  return { [status]: { description, content } };
}

function errorsOf(declaration: AnyRoute, access: string): Record<string, unknown> {
  const statuses = new Set<number>(declaration.errors ?? []);
  if (declaration.body) statuses.add(400);
  if (declaration.upload) statuses.add(413).add(422);
  if (declaration.params || declaration.query || declaration.body) statuses.add(422);
  if (access !== 'public') statuses.add(401).add(429);
  // An API key on an account route; a role without the permission (every role may view).
  if (access === 'account' || (access === 'workspace' && permissionOf(declaration) !== 'view')) statuses.add(403);
  if (declaration.url.includes(':id')) statuses.add(404);
  if (declaration.rateLimit) statuses.add(429);
  statuses.add(503);
  return Object.fromEntries(
    [...statuses].sort().map((status) => {
      const known = ERROR_RESPONSES[status];
      if (!known) throw new Error(`${declaration.operationId}: no documented error answer for ${status}`);
      return [status, { $ref: `#/components/responses/${known.name}` }];
    }),
  );
}

// Path and query parameters are the properties of the route's object schema, each a parameter of its own.
function parametersOf(schema: $ZodType | undefined, place: 'path' | 'query', example?: Record<string, unknown>) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: place,
      required: place === 'path' || (object.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
      ...(example?.[name] !== undefined ? { example: example[name] } : {}),
    };
  });
}

function jsonSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms (trimming, https:// added) have no JSON Schema; what a client sends or reads is the pipe's edge.
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

function exampleOf(value: unknown): { example?: unknown } {
  return value === undefined ? {} : { example: value };
}

function errorExample(code: string, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}
