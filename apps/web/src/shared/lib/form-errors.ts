import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { PathErrorResponse } from '@pinacoteca/contracts/common';
import { ApiError } from '../api/client.ts';
import { message } from '../i18n/messages.ts';

/**
 * Client rules give message keys, as do server errors that came with theirs (`attachFieldErrors`);
 * a server error without one carries its text in the language it was asked in.
 */
export function errorText(
  error: Pick<FieldError, 'type' | 'message'> | { type?: unknown; message?: unknown } | undefined,
): string | undefined {
  if (!error || typeof error.message !== 'string' || !error.message) return undefined;
  return error.type === 'server' ? error.message : message(error.message);
}

/**
 * Puts the server's `{field: text}` map on the form's fields. Answers whether any field took
 * an error; what no field can show is for the caller to say above the form.
 */
export function attachFieldErrors<T extends FieldValues>(
  error: ApiError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let attached = false;
  for (const field of fields) {
    const text = error.fieldErrors[field];
    if (!text) continue;
    // With its key, the field shows the text in the page's language at each render (`errorText`).
    const key = error.keys?.errors?.[field];
    const shown = key === undefined ? { type: 'server', message: text } : { type: 'key', message: key };
    setError(field, shown, { shouldFocus: !attached });
    attached = true;
  }
  return attached;
}

/** The `errors` list of `{path, message}` (password reset, SPEC §8) as a path-to-text map. */
export function pathErrors(error: ApiError): Record<string, string> {
  const parsed = PathErrorResponse.safeParse(error.body);
  if (!parsed.success) return error.fieldErrors;
  const keys = error.keys?.errors ?? {};
  return Object.fromEntries(parsed.data.errors.map((e) => [e.path, message(keys[e.path]) ?? e.message]));
}

/** A line for the top of a form when the failure belongs to no field. */
export function generalErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== 500 && error.text) return message(error.text) ?? error.text;
  return message('generic_error') ?? 'Error';
}
