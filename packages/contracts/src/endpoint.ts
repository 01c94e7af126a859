import type { z } from 'zod';

/**
 * Who may call an endpoint. The server turns it into the guard that runs before anything else
 * (docs/decisions/0052), so a route cannot be registered without saying who it is for:
 * - `public`: anyone;
 * - `guest-or-signed-in`: anyone, treated differently when signed in (a bearer that is presented
 *   must still be valid);
 * - `session`: any live session, a two-factor-pending one and a removed account's included;
 * - `signed-in`: a fully signed-in person whose account is not removed (every ordinary call);
 * - `signed-in-or-removed`: the same, removed accounts welcome (the recovery calls);
 * - `staff`: an operator or admin with two-factor authentication on (the console);
 * - `admin`: the same, admins only.
 */
export type Access =
  'public' | 'guest-or-signed-in' | 'session' | 'signed-in' | 'signed-in-or-removed' | 'staff' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The statuses of a successful answer; an endpoint declares exactly one. */
export type SuccessStatus = 200 | 201 | 204;

/**
 * One HTTP endpoint, whole: the server registers its route from it (method, path, guard,
 * validation, OpenAPI) and the web calls it through one client that builds the path and parses
 * the declared answer. No endpoint's path or answer type is written anywhere else.
 *
 * `responses` holds the success answer under its status and the refusals the endpoint gives
 * besides those its access implies (401 and 403 for every guarded one, added by the server).
 * An endpoint whose answer is not JSON (an image, a file) declares no success schema.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** Path parameters, named `:name` in `path`. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Partial<Record<number, z.ZodType>>>;
}

type SuccessKey<E extends Endpoint> = Extract<keyof E['responses'], SuccessStatus>;

/** The schema of an endpoint's successful answer. */
export type AnswerSchema<E extends Endpoint> = E['responses'][SuccessKey<E>] & z.ZodType;
/** What an endpoint answers on success, as the client reads it. */
export type Answer<E extends Endpoint> = z.output<AnswerSchema<E>>;

/** The status and schema of an endpoint's successful answer. */
export function successOf(endpoint: Endpoint): { status: SuccessStatus; schema: z.ZodType | undefined } {
  for (const status of [200, 201, 204] as const) {
    if (status in endpoint.responses) return { status, schema: endpoint.responses[status] };
  }
  return { status: 200, schema: undefined };
}

/** Guarded endpoints carry a bearer token. */
export function needsSession(access: Access): boolean {
  return access !== 'public' && access !== 'guest-or-signed-in';
}

/**
 * The endpoint's path with its parameters filled in, each encoded: `/api/order/:id` with
 * `{id: 'a b'}` is `/api/order/a%20b`. A missing parameter is a programming error.
 */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Every console endpoint's path starts here, and only theirs (lib/route.ts on the server holds it). */
export const CONSOLE_PATH_PREFIX = '/api/admin/';

/** The interactive API reference (Swagger UI over docs/openapi.json's document). */
export const API_DOCS_PATH = '/api/docs';

/**
 * Where the development stand-in for Google's OpenID provider is mounted outside production: a
 * whole provider (discovery, authorization, token, keys), whose endpoints are its library's own.
 */
/** Where the development conveniences are (never in production). */
export const DEV_PATH_PREFIX = '/api/dev';
export const DEV_OIDC_PATH = `${DEV_PATH_PREFIX}/oidc`;
