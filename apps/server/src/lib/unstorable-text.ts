import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * What PostgreSQL cannot store as text: NUL, and a lone UTF-16 surrogate (a JSON body may carry
 * `"\ud800"`, which is no character at all; as text it would be stored as U+FFFD, altered, and
 * in a json value it failed the query). With the `u` flag a surrogate pair is one code point, so
 * only a lone half matches.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** A key path kept as links to the parent's, so a step deeper costs one link, not a copy of the path. */
interface PathLink {
  key: string;
  parent: PathLink | null;
}

function pathOf(link: PathLink | null): string[] {
  const path: string[] = [];
  for (let at = link; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first unstorable character sits in a parsed value (in a string or in a key): the path
 * to it, array positions left out as in field errors; null when there is none. Walks without
 * recursion, so no nesting depth a client sends can exhaust the stack, and in time proportional to
 * the value's size: the path is built only when something is found (an outside tester's body of
 * 100,000 nested objects, 600 KB, held the server for minutes while each level copied its path).
 */
export function findUnstorable(value: unknown): string[] | null {
  const pending: { value: unknown; path: PathLink | null }[] = [{ value, path: null }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(path);
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, path });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return pathOf(path);
        pending.push({ value: item, path: { key, parent: path } });
      }
    }
  }
  return null;
}

/**
 * Where the request has such a character: nothing (null), a page to send the browser to instead
 * (`cleanPageAddress`), or a refusal. Each part is walked once, and a request without one,
 * nearly every request, builds nothing more.
 */
function refuseUnstorable(request: FastifyRequest): string | null {
  for (const part of ['params', 'query', 'body'] as const) {
    const path = findUnstorable(request[part]);
    if (!path) continue;
    const page = part === 'body' ? null : cleanPageAddress(request);
    if (page) return page;
    // Said as any other wrong field: its message, on it and above the fields (an outside tester).
    throw new HttpError(400, 'invalid_format', { [path.join('.') || 'request']: 'invalid_format' });
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL or a lone surrogate, so one that reached a query was a 500 (or,
 * in a text column, silently altered). Every route refuses one in a path parameter, a query value
 * or a body (a string or a key) with 400, before its own validation runs (a JSON body too large to
 * walk was refused before parsing: json-shape.ts).
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const page = refuseUnstorable(request);
    if (page) return reply.redirect(page, 303);
  });
}

/** An encoded control character (NUL, a line break, anything below a space, or DEL) in an address. */
export const CONTROL_IN_ADDRESS = /%(?:[01][0-9a-f]|7f)/i;
const CONTROL_ALL = new RegExp(CONTROL_IN_ADDRESS.source, 'gi');

/**
 * A page (not the API) asked for with a character it cannot read in its address: where the same
 * page is without it, as a page drops any value it cannot read rather than fail. In the query the
 * values holding NUL or a lone surrogate go (an outside tester's `/gallery?search=a%00b` answered
 * the API's JSON refusal instead of the page); in the path every control character goes
 * (`/gallery/%00` had the same JSON, an encoded line break drew a blank page), and the page there
 * says what it says of any address it does not know. Null when nothing would change, so a redirect
 * can never lead back to itself. Used by the hook below and by the pages (http/web-pages.ts).
 *
 * Always a path of this site: what is left begins with exactly one slash. `/%00/evil.example`
 * had become `//evil.example`, which a browser reads as another site (an outside tester's open
 * redirect), and `//evil.example%00`, parsed as an address with a host, was a 500.
 */
export function cleanPageAddress(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  // The API's and the files' own addresses are refused, as their callers expect an answer, not a page.
  if (/^\/(?:api|media)\//.test(rawPath)) return null;
  const pathname = `/${rawPath.replace(CONTROL_ALL, '').replace(/^[/\\]+/, '')}`;
  const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  let dropped = false;
  for (const [key, value] of [...query]) {
    if (!UNSTORABLE.test(key) && !UNSTORABLE.test(value)) continue;
    query.delete(key);
    dropped = true;
  }
  // A query kept whole is kept as it was written, not re-encoded.
  const search = dropped
    ? query.size > 0
      ? `?${query.toString()}`
      : ''
    : queryAt === -1
      ? ''
      : request.url.slice(queryAt);
  const page = `${pathname}${search}`;
  return page === request.url ? null : page;
}
