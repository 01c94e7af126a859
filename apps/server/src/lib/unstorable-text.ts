import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const NUL = '\u0000';

/**
 * Where the first NUL character sits in a parsed value (in a string or in a key): the path to
 * it, array positions left out as in field errors; null when there is none. Walks without
 * recursion, so no nesting depth a client sends can exhaust the stack.
 */
export function findNul(value: unknown): string[] | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, path });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return path;
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

function refuseNul(request: FastifyRequest): void {
  for (const part of [request.params, request.query, request.body]) {
    const path = findNul(part);
    if (path) throw new HttpError(400, 'invalid_request', { [path.join('.') || 'request']: 'invalid_format' });
  }
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL character that reached a query was a 500. Every
 * route refuses one in a path parameter, a query value or a body (a string or a key) with 400,
 * before its own validation runs.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNul(request));
}
