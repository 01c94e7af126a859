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
