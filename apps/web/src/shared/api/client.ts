import type { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@pinacoteca/contracts/catalog/page';
import type { ErrorResponse } from '@pinacoteca/contracts/common';
import { currentLanguage } from '../i18n/i18n.ts';
import { session } from '../session/session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export type QueryValue = string | number | boolean | undefined | null | (string | number)[];

/** `{a: [1, 2]}` → `a[]=1&a[]=2`, the form the server's Gallery filter expects. */
export function toSearch(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  return params.toString();
}

/**
 * The `{message, errors}` error body, checked by hand: this module is on every page's critical
 * path and must not pull the schema library into the first download.
 */
function asErrorResponse(data: unknown): ErrorResponse | null {
  if (!data || typeof data !== 'object' || typeof (data as { message?: unknown }).message !== 'string') return null;
  const { message, errors } = data as { message: string; errors?: unknown };
  const fieldErrors =
    errors && typeof errors === 'object' && !Array.isArray(errors)
      ? Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return { message, errors: fieldErrors };
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** How requests reach the API: the browser's fetch, or the server's own routes while it renders a page. */
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

async function request<T extends z.ZodType>(
  method: string,
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  return (await exchange(method, path, schema, options)).data;
}

async function exchange<T extends z.ZodType>(
  method: string,
  path: string,
  schema: T,
  { query, body, signal }: RequestOptions = {},
): Promise<{ data: z.infer<T>; headers: Headers }> {
  const search = toSearch({ ...query, _locale: currentLanguage() });
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.bearer();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await transport(`${path}?${search}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    // SPEC §4: any 401 signs the person out.
    if (response.status === 401) session.logout();
    const error = asErrorResponse(data);
    throw new ApiError(response.status, error?.message ?? response.statusText, error?.errors ?? {}, data);
  }
  return { data: schema.parse(data), headers: response.headers };
}

export const api = {
  get: <T extends z.ZodType>(path: string, schema: T, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  /** A page of a list; `next` is the cursor of the page after it (decision 0036), null on the last. */
  page: async <T extends z.ZodType>(path: string, schema: T, options?: Omit<RequestOptions, 'body'>) => {
    const { data, headers } = await exchange('GET', path, schema, options);
    return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
  },
  post: <T extends z.ZodType>(path: string, schema: T, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('POST', path, schema, { ...options, body: body ?? {} }),
  put: <T extends z.ZodType>(path: string, schema: T, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('PUT', path, schema, { ...options, body }),
  delete: <T extends z.ZodType>(path: string, schema: T, options?: Omit<RequestOptions, 'body'>) =>
    request('DELETE', path, schema, options),
};
