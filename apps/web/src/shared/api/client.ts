import type { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@pinacoteca/contracts/catalog/page';
import type { ErrorResponse } from '@pinacoteca/contracts/common';
import { type Answer, type Endpoint, pathOf, successOf } from '@pinacoteca/contracts/endpoint';
import { currentLanguage } from '../i18n/i18n.ts';
import { session } from '../session/session.ts';

/** Turns a message key into text in the page's current language; set by shared/i18n/messages.ts. */
type KeyText = (key: string) => string | undefined;
let keyText: KeyText | null = null;

/** Lets errors show their texts in the language the page is in now (shared/i18n/messages.ts calls it). */
export function setErrorKeyText(translate: KeyText): void {
  keyText = translate;
}

/**
 * A refusal or failure from the API. With the message keys the server sends back (`keys`, asked
 * for by every call here), `message` and `fieldErrors` are read in the page's current language each
 * time, so an error on screen follows a language switch; the server's own texts are the fallback.
 */
export class ApiError extends Error {
  private readonly texts: { message: string; errors: Record<string, string> };

  constructor(
    readonly status: number,
    message: string,
    fieldErrors: Record<string, string> = {},
    readonly body: unknown = null,
    readonly keys: ErrorResponse['keys'] = undefined,
  ) {
    super(message);
    this.texts = { message, errors: fieldErrors };
  }

  /** The general text, in the page's current language when its key is known. */
  get text(): string {
    return this.translated(this.keys?.message) ?? this.texts.message;
  }

  /** Field-to-text, in the page's current language where keys are known. */
  get fieldErrors(): Record<string, string> {
    const keys = this.keys?.errors;
    if (!keys) return this.texts.errors;
    return Object.fromEntries(
      Object.entries(this.texts.errors).map(([field, text]) => [field, this.translated(keys[field]) ?? text]),
    );
  }

  private translated(key: string | undefined): string | undefined {
    return key === undefined || keyText === null ? undefined : keyText(key);
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
  const { message, errors, keys } = data as { message: string; errors?: unknown; keys?: unknown };
  return { message, errors: textMap(errors), keys: errorKeys(keys) };
}

function textMap(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function errorKeys(value: unknown): ErrorResponse['keys'] {
  if (!value || typeof value !== 'object') return undefined;
  const { message, errors } = value as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return undefined;
  return { message, errors: textMap(errors) };
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** How requests reach the API: the browser's fetch, or the server's own routes while it renders a page. */
let transport: Transport = (url, init) => fetch(url, init);

export function setApiTransport(next: Transport): void {
  transport = next;
}

type Given<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What a call to an endpoint sends: the parameters its path names, its query and its body, as its contract declares. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Given<E['params']> }
  : { params?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Given<E['body']> } : { body?: undefined }) & {
    query?: Given<E['query']>;
    signal?: AbortSignal;
  };

/** The input is required where the endpoint declares path parameters or a body, optional elsewhere. */
type OptionalInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? [input: CallInput<E>]
  : E['body'] extends z.ZodType
    ? [input: CallInput<E>]
    : [input?: CallInput<E>];

async function exchange<E extends Endpoint>(
  endpoint: E,
  input: Partial<CallInput<E>> = {},
): Promise<{ data: Answer<E>; headers: Headers }> {
  const { method } = endpoint;
  const path = pathOf(endpoint, (input.params ?? {}) as Record<string, string>);
  const query = (input.query ?? {}) as Record<string, QueryValue>;
  const search = toSearch({ ...query, _locale: currentLanguage() });
  // A POST or PUT without a declared body still sends an empty JSON object, as the server expects.
  const body = input.body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  // The message keys behind an error's texts come back too, so it can follow a language switch.
  const headers: Record<string, string> = { accept: 'application/json', 'x-error-keys': '1' };
  const token = session.bearer();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await transport(`${path}?${search}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: input.signal,
  });
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    // SPEC §4: any 401 signs the person out.
    if (response.status === 401) session.logout();
    const error = asErrorResponse(data);
    throw new ApiError(response.status, error?.message ?? response.statusText, error?.errors ?? {}, data, error?.keys);
  }
  const { schema } = successOf(endpoint);
  return { data: (schema ? schema.parse(data) : data) as Answer<E>, headers: response.headers };
}

/**
 * The one way the web calls the API (docs/decisions/0052): an endpoint contract and what it
 * declares, never a path or an answer type written here.
 */
export const api = {
  call: async <E extends Endpoint>(endpoint: E, ...[input]: OptionalInput<E>): Promise<Answer<E>> =>
    (await exchange(endpoint, input)).data,
  /** A page of a list; `next` is the cursor of the page after it (decision 0036), null on the last. */
  page: async <E extends Endpoint>(endpoint: E, ...[input]: OptionalInput<E>) => {
    const { data, headers } = await exchange(endpoint, input);
    return { items: data, next: headers.get(NEXT_CURSOR_HEADER) };
  },
};
