import { z } from 'zod';
import { INDEX_TOKEN_DECIMALS, LANGUAGES } from './constants.ts';
import { parseQueryBoolean } from './query.ts';

/** A USD amount on the wire: a decimal string with two places (integer cents on the server). */
export const Money = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ example: '50.00' });
/** Whole token quantities (art tokens) travel as numeric strings (SPEC §3). */
export const Quantity = z.string().regex(/^\d+$/).meta({ example: '100000' });
/**
 * A token amount that may have a fraction: INDEX has INDEX_TOKEN_DECIMALS places ("2.93"), art
 * tokens are whole ("5"). Written without trailing zeros, as `formatUnits` (units.ts) gives it.
 */
export const TokenAmount = z
  .string()
  .regex(new RegExp(`^(0|[1-9]\\d*)(\\.\\d{0,${INDEX_TOKEN_DECIMALS - 1}}[1-9])?$`))
  .meta({ example: '874994.93' });
/**
 * An id. Read in lower case, as PostgreSQL writes a uuid: ids are compared as strings (the
 * catalogue's index, a person's own account), so `…-A1B2…` and `…-a1b2…` must be the same id.
 */
export const Uuid = z.uuid().toLowerCase();

export const LocaleQuery = z.object({
  _locale: z.enum(LANGUAGES).optional().meta({ description: 'Language of texts; en by default' }),
});

const ErrorKeys = z
  .object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() })
  .optional()
  .meta({ description: 'Only with the request header x-error-keys: 1' });

/**
 * A generic error: `{ message }`, with a field-to-message map where fields were at fault. A client
 * that sends `x-error-keys: 1` also gets `keys`: the message keys of contracts/messages behind the
 * texts (with their values, `withdraw_not_held:5`), so it can show them in another language.
 */
export const ErrorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    keys: ErrorKeys,
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The `errors` list of `{path, message}` used by password change and reset (SPEC §8), `keys` as ErrorResponse's. */
export const PathErrorResponse = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })),
    keys: ErrorKeys,
  })
  .meta({ id: 'PathErrorResponse' });

/**
 * 429 of the endpoints that answer field errors as a list: `{message}` when an address waits, the
 * list when the account's wrong codes are past their cap (the code field says for how long).
 */
export const PathErrorOrMessage = z.union([PathErrorResponse, ErrorResponse]);

/** Accepts `x` or `x,y` or repeated `key[]=x&key[]=y` and gives an array. */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((v) => String(v).split(',')).filter((v) => v !== '');
  }, z.array(item).optional());
}

/** Query booleans: true, 1, on are true; false, 0, off and absence are false. */
export const queryBoolean = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const v = String(Array.isArray(value) ? value[0] : value);
  return parseQueryBoolean(v) ?? v;
}, z.boolean().optional());
