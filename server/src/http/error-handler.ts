import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@common/contracts/errors';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from '../db/unavailable';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own request errors, phrased for the person reading the response. */
const fastifyErrors: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('BAD_REQUEST', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError('BAD_REQUEST', 'The request body is empty but says it is JSON.'),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError('UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported; send JSON.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError('BAD_REQUEST', 'The Content-Length header does not match the body.'),
  // the router's own refusals (before any route), answered through `frameworkErrors` below
  FST_ERR_BAD_URL: new AppError('BAD_REQUEST', 'The address is not valid: it has a broken percent-encoding.'),
  FST_ERR_MAX_PARAM_LENGTH: new AppError('NOT_FOUND', 'A part of this address is too long to name anything.'),
};

/** Maps any thrown error to one JSON shape; a 5xx never carries internals (they go to the log). */
export function toErrorResponse(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.status, body: { ...error.details, message: error.message, code: error.code } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const at = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // an unknown key is reported on the object that holds it: name the key itself
      const keys = (issue.params as { keys?: unknown }).keys;
      const names = Array.isArray(keys) && keys.length ? keys.map((key) => (at ? `${at}.${key}` : String(key))) : [at || 'body'];
      for (const name of names) fields[name] ??= issue.message ?? 'Invalid value';
    }
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    return { status: 400, body: { message: `Invalid request. ${summary}`, code: 'VALIDATION_FAILED', fields } };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS } };
  }
  const code = 'code' in error ? error.code : undefined;
  const known = code ? fastifyErrors[code] : undefined;
  if (known) return toErrorResponse(known);
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { message: error.message, code: 'BAD_REQUEST' } };
  }
  return { status: status >= 500 && status < 600 ? status : 500, body: { message: GENERIC_MESSAGE, code: 'INTERNAL' } };
}

/** Fastify's `frameworkErrors` option: the router's refusals (a broken URL, a too-long parameter) in the same JSON shape. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(error);
  request.log.info({ code: body.code, status }, body.message);
  void reply.code(status).send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    if (typeof body.retryAfterSeconds === 'number') reply.header('retry-after', String(body.retryAfterSeconds));
    if (status === 503) request.log.warn({ err: error }, 'the database is unreachable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    return reply.code(status).send(body);
  });
}
