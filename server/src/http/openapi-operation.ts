import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@common/contracts/errors';

/**
 * What the OpenAPI document says about one operation beyond its zod schemas: every status it can
 * answer, who may call it, its id, summary and tag. Derived from the route itself (its guard in
 * Fastify's route table, its URL, its method, whether it reads a body or path parameters), so a
 * route added tomorrow is documented truthfully without a list here. See docs/decisions/054.
 */

/** The hooks that decide who is calling: a session (user or admin) or an API key (as auth-before-body.test.ts reads them). */
const GUARDS = ['requireUser', 'requireAdmin', 'requireApiKey'] as const;
type Guard = (typeof GUARDS)[number];

/** Fastify's route table for one method (route and plugin hooks alike): full path → guard. */
function guardTable(app: FastifyInstance, method: string): Map<string, Guard | null> {
  const table = new Map<string, Guard | null>();
  const segments: string[] = [];
  let current: string | null = null;
  for (const line of app.printRoutes({ method: method as 'GET', includeHooks: true, commonPrefix: false }).split('\n')) {
    const route = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (route) {
      segments.length = route[1]!.length / 4;
      segments.push(route[2]!);
      current = route[3] ? segments.join('') : null;
      if (current) table.set(current, null);
      continue;
    }
    const hook = /• \(onRequest\) (\[.*\])$/.exec(line);
    if (hook && current) table.set(current, GUARDS.find((guard) => (JSON.parse(hook[1]!) as string[]).some((f) => f.replace(/\(\)$/, '') === guard)) ?? null);
  }
  return table;
}

/** Guards of every route, read once (the document is generated once, after the app is ready). */
export function guardsOf(app: FastifyInstance): (method: string, url: string) => Guard | null {
  const tables = new Map<string, Map<string, Guard | null>>();
  return (method, url) => {
    if (!tables.has(method)) tables.set(method, guardTable(app, method));
    return tables.get(method)!.get(url) ?? null;
  };
}

const errorJson = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
delete errorJson.$schema;
const error = (description: string) => ({ description, content: { 'application/json': { schema: errorJson } } });

/** The error statuses a route can answer, each with the error catalogue's body. */
function errorResponses(schema: FastifySchema | undefined, guard: Guard | null, csrf: boolean): Record<string, unknown> {
  const hasBody = schema?.body !== undefined || (schema as { consumes?: unknown } | undefined)?.consumes !== undefined;
  const responses: Record<string, unknown> = {
    '400': error('The request is malformed or a field breaks its documented limits (code VALIDATION_FAILED or BAD_REQUEST, with `fields`).'),
  };
  if (guard) responses['401'] = error(guard === 'requireApiKey' ? 'No valid API key (code UNAUTHORIZED).' : 'Not signed in (code UNAUTHORIZED).');
  if (guard === 'requireAdmin' || guard === 'requireApiKey' || csrf)
    responses['403'] = error(
      'Not allowed: not an admin, a missing scope or plan feature, or (for the app) a missing CSRF token (code FORBIDDEN, CSRF_FAILED or UPGRADE_REQUIRED).',
    );
  responses['404'] = error('Nothing here, or not yours (code NOT_FOUND).');
  if (hasBody) {
    responses['413'] = error('The request body is too large (code PAYLOAD_TOO_LARGE).');
    responses['415'] = error('The content type is not one this operation reads (code UNSUPPORTED_MEDIA_TYPE).');
  }
  responses['429'] = error('Too many requests; wait as long as `retryAfterSeconds` says (code RATE_LIMITED).');
  // any other refusal of the error catalogue this operation's service may give (402, 409, 410, …)
  responses['4XX'] = error('Another refusal from the error catalogue (for example INSUFFICIENT_CREDITS 402, CONFLICT 409, LINK_EXPIRED 410).');
  responses['500'] = error('Something went wrong on our side (code INTERNAL); no internals are sent.');
  responses['503'] = error('The database is briefly unreachable (code SERVICE_UNAVAILABLE, with `retryAfterSeconds`).');
  return responses;
}

const words = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean);

/** `getStudioVideosByVideoId` from `GET /api/studio/videos/:videoId`: unique because method + path are. */
function operationIdOf(method: string, url: string): string {
  const parts = words(url).map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part));
  const camel = parts
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
  return method.toLowerCase() + camel;
}

const VERBS: Record<string, string> = { GET: 'Read', POST: 'Create or run', PUT: 'Replace', PATCH: 'Change', DELETE: 'Remove' };

/** A plain summary when the route gives none: the verb and the resource it names. */
function summaryOf(method: string, url: string): string {
  const resource = words(url)
    .map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part.replaceAll('-', ' ')))
    .join(' › ');
  return `${VERBS[method] ?? method} ${resource}`;
}

/** The tag: the area of the API, the first segment after /api (/api/v1 is the public API). */
export function tagOf(url: string): string {
  const first = words(url)[0] ?? 'api';
  return first === 'v1' ? 'public-api-v1' : first;
}

/** Who may call it: the API key for /api/v1, the session (plus the CSRF header for changes) for the app, nobody in particular for public routes. */
function securityOf(guard: Guard | null, csrf: boolean): Record<string, string[]>[] {
  if (guard === 'requireApiKey') return [{ apiKey: [] }];
  if (guard) return [csrf ? { session: [], csrf: [] } : { session: [] }];
  return csrf ? [{ csrf: [] }] : [];
}

const binary = (types: string[], description: string) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type.split(';')[0] } }])),
});
/** A stored file streamed by send-media.ts: whole (200), a range (206), unchanged since the ETag (304), a range it cannot serve (416). */
const STREAMED = ['video/mp4', 'image/jpeg', 'image/png', 'image/webp', 'audio/mpeg', 'audio/wav'];
const streamed = {
  '200': binary(STREAMED, 'The whole file, in the type it was stored with.'),
  '206': binary(STREAMED, 'The requested byte range (Range header).'),
  '304': { description: 'Unchanged since the ETag given in If-None-Match.' },
  '416': error('The range is outside the file.'),
};

/**
 * The success answer of a route that has no 2xx schema: what it sends is not JSON (a file, a
 * caption track, a CSV) or nothing (204). Read from the URL's shape, which names the file it serves.
 */
function successOf(method: string, url: string): Record<string, unknown> | null {
  if (method === 'DELETE' || url === '/api/billing/team/accept') return { '204': { description: 'Done; no content.' } };
  if (url === '/api/billing/webhooks/stripe') return { '200': { description: 'The event was received.' } };
  const rules: [RegExp, Record<string, unknown>][] = [
    [/captions\.vtt$/, { '200': binary(['text/vtt; charset=utf-8'], 'The captions as WebVTT.') }],
    [/captions\.srt$/, { '200': binary(['application/x-subrip; charset=utf-8'], 'The captions as SubRip.') }],
    [/\.csv$/, { '200': binary(['text/csv; charset=utf-8'], 'A CSV file.') }],
    [/\.png$/, { '200': binary(['image/png'], 'A PNG image.') }],
    [/\.gif$/, { '200': binary(['image/gif'], 'A 1×1 GIF.') }],
    [/\/pdf$/, { '200': binary(['application/pdf'], 'The certificate as a PDF.') }],
    [/\/export\/\{id\}\/download$/, { '200': binary(['application/zip'], 'The account export as a ZIP archive.') }],
    [/credential-keys/, { '200': binary(['application/jwk+json'], 'The public key (JWK).') }],
    [/credential-status/, { '200': binary(['application/vc+jwt'], 'The signed status list.') }],
    [/openapi\.json$/, { '200': { description: 'This document.', content: { 'application/json': { schema: { type: 'object' } } } } }],
    [/\/docs$/, { '200': binary(['text/html; charset=utf-8'], 'The API reference page.') }],
    [/\/health$/, { '200': { description: 'The service is up.', content: { 'application/json': { schema: { type: 'object' } } } } }],
    [/(media|file|download|proxy|posters?|preview)(\/\{\w+\})?$/, streamed],
  ];
  return rules.find(([pattern]) => pattern.test(url.replace(/:(\w+)/g, '{$1}')))?.[1] ?? null;
}

type OperationFacts = { method: string; url: string; schema: FastifySchema | undefined; guard: Guard | null; csrf: boolean };

/** The schema additions for one operation (the zod schemas already converted to JSON Schema). */
export function describeOperation(facts: OperationFacts, converted: Record<string, unknown>): Record<string, unknown> {
  const { method, url, schema, guard, csrf } = facts;
  const given = (schema ?? {}) as { summary?: string; operationId?: string; tags?: string[] };
  const response = { ...((converted.response as Record<string, unknown> | undefined) ?? {}) };
  if (!Object.keys(response).some((status) => status.startsWith('2'))) Object.assign(response, successOf(method, url));
  for (const [status, value] of Object.entries(errorResponses(schema, guard, csrf))) response[status] ??= value;
  const consumes = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  // an upload: Fastify validates no body schema (the file is streamed), the document still names the part
  const upload =
    converted.body === undefined && consumes.includes('multipart/form-data')
      ? {
          body: {
            type: 'object',
            required: ['file'],
            properties: {
              file: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: 'The one file (any field name); its type is checked from its bytes.',
              },
            },
          },
        }
      : {};
  return {
    ...converted,
    ...upload,
    operationId: given.operationId ?? operationIdOf(method, url),
    summary: given.summary ?? summaryOf(method, url),
    tags: given.tags ?? [tagOf(url)],
    security: securityOf(guard, csrf),
    response,
  };
}
