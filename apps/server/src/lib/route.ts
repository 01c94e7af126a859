import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { ErrorResponse } from '@pinacoteca/contracts/common';
import {
  type Access,
  type AnswerSchema,
  CONSOLE_PATH_PREFIX,
  DEV_PATH_PREFIX,
  type Endpoint,
  needsSession,
  successOf,
} from '@pinacoteca/contracts/endpoint';

/** The guard each kind of access runs first (modules/auth/guards.ts makes them; app.ts decorates the app). */
export type AccessGuards = Record<Exclude<Access, 'public'>, onRequestHookHandler>;

declare module 'fastify' {
  interface FastifyInstance {
    accessGuards: AccessGuards;
  }
}

type Out<T> = T extends z.ZodType ? z.output<T> : unknown;

/** A request to an endpoint, its parameters, query and body parsed as the contract declares. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Out<E['params']>;
  Querystring: Out<E['query']>;
  Body: Out<E['body']>;
}>;

type Reply<E extends Endpoint> = AnswerSchema<E> extends never ? unknown : z.input<AnswerSchema<E>>;

/** Answers the declared success answer, or sends something else itself (an image, a redirect) through `reply`. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Reply<E> | FastifyReply | void>;

/** What a route adds to its contract: rate limits and other hooks, body limit, plugin options. */
export interface RouteExtras extends Omit<RouteShorthandOptions, 'schema' | 'onRequest'> {
  /** Hooks that run after the access guard (a per-account rate limit needs to know the account). */
  onRequest?: onRequestHookHandler[];
}

const isConsoleAccess = (access: Access) => access === 'staff' || access === 'admin';

/**
 * Registers an endpoint's route from its contract (docs/decisions/0052): the method, the path
 * relative to the plugin's prefix, the guard its access names, validation of its inputs and the
 * OpenAPI entry with the refusals the access and the inputs imply. A console endpoint must be
 * staff-only and a staff-only endpoint must be under `/api/admin/` (or a development convenience
 * under `/api/dev/`, absent in production), so neither can be opened by a slip: the app refuses to
 * start.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const { method, path, access } = endpoint;
  if (!path.startsWith(`${app.prefix}/`) && path !== app.prefix) {
    throw new Error(`${method} ${path} is registered in the ${app.prefix || 'root'} scope`);
  }
  // An operator's development convenience (test USDC) is the one staff call outside the console.
  const consolePath = path.startsWith(CONSOLE_PATH_PREFIX);
  const devPath = path.startsWith(`${DEV_PATH_PREFIX}/`);
  if (consolePath ? !isConsoleAccess(access) : isConsoleAccess(access) && !devPath) {
    throw new Error(`${method} ${path}: console endpoints, and only they, are for staff (access ${access})`);
  }
  const { status } = successOf(endpoint);
  const guarded = needsSession(access);
  const implied = {
    ...(endpoint.params || endpoint.query || endpoint.body ? { 400: ErrorResponse } : {}),
    // A bearer that is presented is checked even where guests are welcome: 401 when it is no
    // longer valid, 403 when its account is blocked.
    ...(guarded || access === 'guest-or-signed-in' ? { 401: ErrorResponse, 403: ErrorResponse } : {}),
    // A body past the size limit, or not JSON (an outside tester met both undocumented).
    ...(endpoint.body ? { 413: ErrorResponse, 415: ErrorResponse } : {}),
    // The development conveniences answer only this machine under its own names (decision 0025).
    ...(path.startsWith(`${DEV_PATH_PREFIX}/`) ? { 404: ErrorResponse } : {}),
  };
  const response = { ...implied, ...endpoint.responses };
  const guard = access === 'public' ? [] : [app.accessGuards[access]];
  const { onRequest = [], ...rest } = extras;
  const run = handler as unknown as RouteHandlerMethod;
  app.route({
    ...rest,
    method,
    url: path.slice(app.prefix.length),
    onRequest: [...guard, ...onRequest],
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(guarded ? { security: [{ bearerAuth: [] }] } : {}),
      ...(access === 'guest-or-signed-in' ? { security: [{ bearerAuth: [] }, {}] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    handler:
      status === 200
        ? run
        : async function (request, reply) {
            reply.code(status);
            return run.call(this, request, reply);
          },
  });
}
