import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SUPPORT_MESSAGE_MAX_LENGTH } from './constants.ts';
import { parseUsd, type Cents } from './money.ts';
import { THOUSANDS_LIKE } from './units.ts';

/**
 * Field rules of SPEC §5. Messages are keys of MESSAGES (see messages.ts); a key with a
 * count travels as `min_chars:8`.
 */
/**
 * Text a field must hold: missing (or null) is `required`; a number, a list or anything else that
 * is not text is `invalid_format` (the value is there, not in the form asked), never `required`.
 */
export const textField = () =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_format') });

/**
 * Whether a text has anything to see: one of zero-width spaces, joiners, direction marks, filler
 * letters or lone accents only is as empty as blanks (an outside tester's support message of two
 * zero-width spaces reached the operators' inbox). Such characters inside visible text are kept.
 */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u180E\u2800\u3164\uFFA0]/u;
export const hasVisibleText = (value: string) => VISIBLE.test(value);

const requiredString = () =>
  textField().trim().min(1, { error: 'required' }).refine(hasVisibleText, { error: 'required' });

/** A required free text of at most `max` characters: a message, a reason, a note. */
export const requiredText = (max: number) => requiredString().max(max, { error: `max_chars:${max}` });

/**
 * An operator's decision that needs its why (blocking someone, turning their two-factor off, a
 * refund, rejecting a withdrawal or a sale): one body for all, so their reasons are held to one rule.
 */
export const ReasonRequest = z.object({ reason: requiredText(500) }).meta({ id: 'ReasonRequest' });
export type ReasonRequest = z.infer<typeof ReasonRequest>;

/**
 * The id of what a request is about (a token to withdraw, sell or swap): missing, null or left
 * empty is `required`, as with `textField`; anything else that is not a UUID is `invalid_format`.
 * Read in lower case, as `Uuid` is.
 */
export const idField = () =>
  z
    .uuid({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid_format',
    })
    .toLowerCase();

/** RFC 5321's limits: a mailbox name of at most 64 characters, a whole address of at most 254. */
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

export const emailRule = requiredString().pipe(
  z
    .email({ error: 'invalid_format' })
    .max(EMAIL_MAX_LENGTH, { error: 'invalid_format' })
    .refine((email) => email.slice(0, email.lastIndexOf('@')).length <= EMAIL_LOCAL_MAX_LENGTH, {
      error: 'invalid_format',
    }),
);

/** Keeps digits and one leading plus, as the phone input does while typing. */
export function normalisePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length === 0 ? '' : `+${digits}`;
}

export const PASSWORD_SPECIAL = /[^A-Za-z0-9]/;

/** Text of any password field: one maximum for all of them (PASSWORD_MAX_LENGTH). */
const passwordText = () => textField().max(PASSWORD_MAX_LENGTH, { error: `max_chars:${PASSWORD_MAX_LENGTH}` });

export const passwordRule = passwordText()
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: `min_chars:${PASSWORD_MIN_LENGTH}` })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && PASSWORD_SPECIAL.test(v), {
    error: 'password_difficulty',
  });

/**
 * What a name shown to other people (a nickname in the console, an address label, a legal name
 * an operator reads) may not hold: control characters (a line break, a tab) and the invisible
 * marks that reorder or hide text: bidirectional overrides, embeddings and isolates, directional
 * marks, zero-width spaces and joiners of words, the byte-order mark. "Alice\u202E" would reorder
 * what follows it wherever the name is shown, and can make one person's name read as another's
 * (an outside tester's finding). So: every control and format character (soft hyphens, tags,
 * interlinear marks among them), line and paragraph separators, and the letters that draw nothing
 * (Hangul and Khmer fillers, the combining grapheme joiner, the blank braille pattern). The
 * zero-width joiner of emoji sequences and the non-joiner some scripts spell with stay allowed.
 */
const HIDDEN_MARKS =
  /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u180E\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;
export const withoutHiddenMarks = (value: string) => value.search(HIDDEN_MARKS) === -1;
/** The text with those characters taken out (a name from elsewhere, such as Google's). */
export const removeHiddenMarks = (value: string) => value.replace(HIDDEN_MARKS, '');

/**
 * A name that passes for another: a word mixing Latin letters with letters of any other alphabet,
 * many of which look alike ("аdmin" with a Cyrillic а read as "admin" in the console; "Ꭺdmin"
 * with a Cherokee one), or a letter under more
 * than two accents stacked (a name of sixty combining marks covered the lines around it). Both
 * outside testers' finds; a name in one alphabet per word, with its own accents, passes.
 */
const STACKED_MARKS = /\p{M}{3,}/u;
export function looksLikeAnother(value: string): boolean {
  if (STACKED_MARKS.test(value)) return true;
  return value
    .split(/[^\p{L}\p{M}]+/u)
    .some((word) => /\p{Script=Latin}/u.test(word) && /(?![\p{Script=Latin}\p{M}])\p{L}/u.test(word));
}
/** The text with accents stacked beyond two on a letter left out (a name from elsewhere, such as Google's). */
export const unstackMarks = (value: string) => value.replace(/(\p{M}{2})\p{M}+/gu, '$1');

export const nicknameRule = requiredString()
  .regex(/[A-Za-z]/, { error: 'nickname_latin' })
  .refine(withoutHiddenMarks, { error: 'hidden_characters' })
  .refine((value) => !looksLikeAnother(value), { error: 'nickname_lookalike' });

/** Six digits; a code not sent at all is `required` (an API client's omission), anything else `wrong_code`. */
export const twoFaCodeRule = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'wrong_code') })
  .regex(/^\d{6}$/, { error: 'wrong_code' });
/** The code where the account decides whether one is needed (two-factor on or off): empty means none. */
export const optionalTwoFaCodeRule = z.preprocess((value) => (value === '' ? null : value), twoFaCodeRule.nullish());

/**
 * Confirmation of a new password: required; equality is checked by the form that holds both,
 * which bounds its length too (the new password's maximum is reported there, not twice).
 */
export const repeatPasswordRule = textField().min(1, { error: 'required' });

/**
 * A password typed to prove who one is (sign-in, the current password, removal): judged only
 * against the account's, up to the same maximum as a new one.
 */
export const currentPasswordRule = passwordText().min(1, { error: 'required' });

/**
 * The form with 'Passwords do not match' on `repeat`, checked as soon as both are typed,
 * whatever else is wrong with the password or the other fields: every error shows at once,
 * not one after another as each is fixed.
 */
export function withMatchingPasswords<T extends z.ZodObject, K extends keyof z.output<T> & string>(
  fields: T,
  password: K,
  repeat: K,
) {
  return fields.refine((v) => v[password] === v[repeat], {
    path: [repeat],
    error: 'passwords_mismatch',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | null | undefined;
      const typed = value?.[repeat];
      return typeof value?.[password] === 'string' && typeof typed === 'string' && typed !== '';
    },
  });
}

/** A token from an e-mail link; a missing one is 'Token is not provided' (SPEC §8). */
export const emailTokenRule = z
  .string({ error: 'token_not_provided' })
  .trim()
  .min(1, { error: 'token_not_provided' })
  .max(2048, { error: 'token_not_found' });

/** The page an e-mail link opens (the web app's confirm page); the server checks its origin. */
export const callbackUrlRule = requiredString().pipe(z.url({ protocol: /^https?$/, error: 'invalid_format' }));

export const supportMessageRule = requiredText(SUPPORT_MESSAGE_MAX_LENGTH);

/*
 * Numbers typed by people or written in an address, in one spelling: plain decimal digits, as the
 * codec of units.ts reads amounts (no sign, blanks, leading zeros, exponent or hexadecimal). A
 * JSON number is read as the text JavaScript writes for it, so 1e21 or 0.0001 is judged as such.
 */
const WHOLE_NUMBER = /^(0|[1-9]\d*)$/;
const DECIMAL_NUMBER = /^(0|[1-9]\d*)(?:\.(\d+))?$/;
const numberText = () =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_format'),
    })
    .transform(String);

/** A form's number field: left empty it is a missing value (SPEC §5's required message), not a malformed one. */
const formNumberText = () =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), numberText());

/**
 * A whole number from `min` to `max` ("10"; never "010", "1e1", "10.0", "0x0A" or " 10"): every
 * integer query parameter and every whole number of a form. Missing is `required`, a spelling
 * or a value outside the range `invalid_format`.
 */
export const wholeNumberRule = (min: number, max: number) =>
  numberText().pipe(
    z
      .string()
      .regex(WHOLE_NUMBER, { error: 'invalid_format' })
      .transform(Number)
      .pipe(z.number().min(min, { error: 'invalid_format' }).max(max, { error: 'invalid_format' })),
  );

/**
 * A decimal number with at most `places` significant places, from `min` to `max`, as a column
 * `numeric(p, places)` holds it exactly (trailing zeros are fine: "61.50" is 61.5). `range` is
 * the message of a value written right but out of range or too precise.
 */
export const decimalNumberRule = (places: number, min: number, max: number, range: string) =>
  formNumberText().pipe(
    z
      .string()
      .overwrite(commaDecimal)
      .regex(DECIMAL_NUMBER, { error: 'invalid_format', abort: true })
      .refine((v) => (DECIMAL_NUMBER.exec(v)?.[2] ?? '').replace(/0+$/, '').length <= places, { error: range })
      .transform(Number)
      .pipe(z.number().min(min, { error: range }).max(max, { error: range })),
  );

/**
 * A console figure typed with a decimal comma ("58,50", "61,5"), as a Russian operator writes it,
 * read as the point; "1,000" stays as typed and is refused as malformed, since an English reader
 * meant a thousand (decision 0069's rule for amounts, without a page language to settle it).
 */
const commaDecimal = (text: string) =>
  /^\d+,\d+$/.test(text) && !THOUSANDS_LIKE.test(text) ? text.replace(',', '.') : text;

function isUsd(text: string): boolean {
  try {
    parseUsd(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A USD amount typed in a form ("58", "58.5", "58.50"): exactly what `parseUsd` reads, so no
 * amount this rule passes can fail the codec ("058" and "00" are `invalid_format`, as the codec
 * refuses them), and at most `maxCents` (`max_usd:<whole dollars>`).
 */
export const usdRule = (maxCents: Cents) =>
  textField()
    .trim()
    .overwrite(commaDecimal)
    .refine(isUsd, { error: 'invalid_format', abort: true })
    .refine((v) => parseUsd(v) <= maxCents, { error: `max_usd:${maxCents / 100n}` });

/**
 * The client's own id of a request that moves value (a withdrawal, a sale): the same id again
 * answers what the first made instead of making a second, so a double click, or a request sent
 * again after its answer was lost, withdraws or sells once. A form keeps one id until what it
 * asked for is done. Optional: without one every request is new.
 */
export const requestIdRule = z
  .uuid({ error: 'invalid_format' })
  .toLowerCase()
  .nullish()
  .meta({ description: 'Client-chosen UUID: repeating it answers the earlier request instead of making another' });
