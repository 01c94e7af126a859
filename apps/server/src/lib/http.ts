import type { FastifyRequest } from 'fastify';

/** Who made a request, as recorded with sessions and in the security log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/** Per-address limit of one endpoint (429 with Retry-After past it), for a route's `config`. */
export function limit(name: string, max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 15 * 60 * 1000,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.ip}`,
    },
  };
}

/** Query values that are credentials: e-mail link tokens, an OAuth code and state. */
const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'altcha']);

/**
 * A request's URL as logged: the values of credential query keys replaced by `[redacted]`, so the
 * logs hold no working link (an outside tester took a reset link's token from the server's log
 * and set a new password with it). The path and other values are kept for reading the logs.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judged by its raw text.
      }
      return eq >= 0 && SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${rawKey}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}
