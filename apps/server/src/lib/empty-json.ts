import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { jsonTooLarge } from './json-shape.ts';

/**
 * A request that says it carries JSON but carries nothing (a DELETE sent with the JSON content type
 * most HTTP clients add, a POST with no body) is read as an empty object, instead of being refused
 * by Fastify's parser with a bare 400 before the route runs: a route without a body then answers
 * as it would without the header, and one that needs a body names its missing fields like any
 * other invalid request. A body nested too deep or with too many values for any request is
 * refused before parsing. Anything else goes through Fastify's own JSON parser, which keeps
 * refusing bad JSON and `__proto__` or `constructor` keys.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    // Too deep or too many values for any request: refused before parsing (json-shape.ts).
    if (jsonTooLarge(text)) {
      done(new HttpError(400, 'invalid_request'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
