import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageKey, messageText, type MessageKey } from '@pinacoteca/contracts/messages';
import { requestLanguage } from './locale.ts';

/**
 * An error meant for the client: a status, a message key of contracts/messages, and optionally
 * field errors (keys too), headers (Retry-After) and machine-readable fields added to the body
 * (`challenge_required`). Anything else that reaches the handler is answered as a plain 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey | string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new HttpError(404, 'not_found');

/** "Too many requests" with the wait in it: seconds up to two minutes, then minutes. */
export function waitMessageKey(seconds: number): string {
  return seconds < 120
    ? `too_many_requests_seconds:${seconds}`
    : `too_many_requests_minutes:${Math.ceil(seconds / 60)}`;
}

/** A 400 whose message (key `key`, in the request's language) is also the field `name`'s. */
export const fieldError = (name: string, key: string) => new HttpError(400, key, { [name]: key });

/**
 * A schema's message is a key of contracts/messages; a rule written without one (zod's own
 * English text, e.g. "Invalid option: …") is answered as "The field must be correct" in the
 * request's language rather than leaking zod's wording.
 */
function knownMessage(message: string | undefined): string {
  if (!message) return 'invalid_request';
  return isMessageKey(message.split(':')[0] ?? '') ? message : 'invalid_format';
}

function fieldName(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.filter((p) => !/^\d+$/.test(p)).join('.') || 'request';
}

/**
 * How field errors travel: a field-to-message map (`{message, errors: {field: message}}`, the
 * default and what login and registration use) or a list (`{message, errors: [{path, message}]}`,
 * what password change and reset use, SPEC §8).
 */
export type FieldErrorFormat = 'map' | 'list';

function withFields(message: string, errors: Record<string, string> | undefined, format: FieldErrorFormat) {
  if (!errors) return format === 'list' ? { message, errors: [] } : { message };
  return {
    message,
    errors: format === 'list' ? Object.entries(errors).map(([path, text]) => ({ path, message: text })) : errors,
  };
}

/** The message keys behind an error's texts (`ErrorResponse.keys`). */
interface ErrorKeys {
  message: string;
  errors?: Record<string, string>;
}

/**
 * Whether the client asked for the message keys behind the texts (`x-error-keys: 1`): the pages
 * do, and show an error in whichever language the person switches to while it is on screen,
 * instead of the language the request was sent in. Other clients get the texts alone.
 */
function errorKeysWanted(request: FastifyRequest): boolean {
  return request.headers['x-error-keys'] === '1';
}

export function handleError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
  format: FieldErrorFormat = 'map',
) {
  const language = requestLanguage(request);
  const keysOf = errorKeysWanted(request) ? (keys: ErrorKeys) => ({ keys }) : () => ({});
  if (error instanceof HttpError) {
    const errors = error.fieldErrors
      ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, messageText(v, language)]))
      : undefined;
    if (error.headers) reply.headers(error.headers);
    const message = messageText(error.messageKey, language);
    // Errors that are not about fields (401, 403, 429…) stay a plain `{message}` in either format.
    const body = errors || error.statusCode === 400 ? withFields(message, errors, format) : { message };
    const keys = keysOf({ message: error.messageKey, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
    return reply.code(error.statusCode).send({ ...body, ...keys, ...error.extra });
  }
  if (
    hasZodFastifySchemaValidationErrors(error) &&
    error.validationContext === 'params' &&
    error.validation.some(isNotAnId)
  ) {
    // A path whose id could name nothing (`/api/order/abc`) is not found, as an id that exists
    // nowhere, or is someone else's, is: one answer for every such path, whatever else in it is
    // wrong too (outside testers saw a 400 "Not found" with a field here and a 404 there).
    return reply.code(404).send({ message: messageText('not_found', language), ...keysOf({ message: 'not_found' }) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const keys: Record<string, string> = {};
    for (const issue of error.validation) keys[fieldName(issue.instancePath)] ??= knownMessage(issue.message);
    const errors = Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, messageText(v, language)]));
    const first = Object.values(keys)[0] ?? 'invalid_request';
    return reply.code(400).send({
      ...withFields(messageText(first, language), errors, format),
      ...keysOf({ message: first, errors: keys }),
    });
  }
  if (error.statusCode === 429) {
    // A route's rate limit has set Retry-After: the message says the same wait.
    const after = Number(reply.getHeader('retry-after'));
    const key = after > 0 ? waitMessageKey(after) : 'too_many_requests';
    return reply.code(429).send({ message: messageText(key, language) });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
    return reply.code(500).send({ message: messageText('internal_error', language) });
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({ message: messageText('request_too_large', language) });
  }
  // Fastify's own client errors (bad JSON, unsupported media type...). Only a 400 carries the
  // route's field errors (an empty list where the route answers a list); a 415 is a plain
  // `{message}` as every other refusal not about fields (the list there failed the 415's contract
  // and answered 500: an outside tester).
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const message = messageText('invalid_request', language);
    return reply
      .code(error.statusCode)
      .send(error.statusCode === 400 ? withFields(message, undefined, format) : { message });
  }
  if (isTransactionConflict(error)) {
    // Rolled back whole by PostgreSQL: nothing happened, and the same request can simply be sent again.
    request.log.warn({ err: error }, 'transaction conflict answered 503');
    return reply
      .code(503)
      .header('retry-after', '1')
      .send({ message: messageText('busy_try_again', language) });
  }
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ message: messageText('internal_error', language) });
}

/**
 * A path's validation issue that means it names nothing: a value that is not a UUID, the form of
 * every id a path names, or one its schema refuses as `not_found` (a referral code longer than any).
 */
function isNotAnId(issue: { keyword: string; message?: string; params: Record<string, unknown> }): boolean {
  return issue.message === 'not_found' || (issue.keyword === 'invalid_format' && issue.params.format === 'uuid');
}

/**
 * PostgreSQL's deadlock (40P01) and serialization failure (40001): the transaction was rolled
 * back whole. Services that expect them retry (orders); anywhere else two rare requests that met
 * are told to try again rather than given a 500.
 */
export function isTransactionConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a whole transaction again when PostgreSQL rolled it back for a conflict (the locks are
 * taken in one order, decision 0048, so this is a last defence), at most `attempts` times.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
    }
  }
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`/api/paintings/%zz`) is answered like
 * every other refusal, in the request's language, instead of Fastify's own body with its error
 * code and the path echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return handleError(
    new HttpError(status, error.code === 'FST_ERR_BAD_URL' ? 'invalid_address' : 'invalid_request'),
    request,
    reply,
  );
}

/** What Node refuses before there is a request: its status, reason phrase and our message. */
const CLIENT_ERRORS: Record<string, [number, string, MessageKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'request_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'invalid_request'],
};

/**
 * Fastify's `clientErrorHandler`, for what Node refuses before there is a request: headers (with
 * the address) over Node's limit get 431, a request too slow to arrive 408, anything else 400,
 * each with our message rather than Fastify's (in English: no request, so no language, yet).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'invalid_request'];
  const body = JSON.stringify({ message: messageText(key, 'en') });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    handleError(error, request, reply),
  );
}

/** A route-level error handler answering field errors as a `{path, message}` list. */
export function listErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return handleError(error, request, reply, 'list');
}
