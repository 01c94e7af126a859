import { BuyWholeRequest } from './paintings/buy-whole.ts';
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { messageText } from './messages.ts';
import {
  emailRule,
  looksLikeAnother,
  nicknameRule,
  normalisePhoneInput,
  passwordRule,
  supportMessageRule,
  hasVisibleText,
  textField,
  twoFaCodeRule,
  unstackMarks,
} from './rules.ts';
import { GalleryFilter } from './catalog/painting.ts';

function firstError(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('field rules of SPEC §5', () => {
  it('calls a missing text field required, and a value that is not text malformed', () => {
    for (const rule of [textField(), emailRule, passwordRule, nicknameRule, supportMessageRule]) {
      expect(firstError(rule, undefined)).toBe('required');
      expect(firstError(rule, null)).toBe('required');
      expect(firstError(rule, 12345)).toBe('invalid_format');
      expect(firstError(rule, ['text'])).toBe('invalid_format');
    }
  });

  it('requires an e-mail and checks its form', () => {
    expect(firstError(emailRule, '')).toBe('required');
    expect(firstError(emailRule, undefined)).toBe('required');
    expect(firstError(emailRule, 'someone@')).toBe('invalid_format');
    expect(firstError(emailRule, ' someone@example.com ')).toBeUndefined();
    // No mailbox takes a name over 64 characters or an address over 254 (RFC 5321).
    expect(firstError(emailRule, `${'a'.repeat(64)}@example.com`)).toBeUndefined();
    expect(firstError(emailRule, `${'a'.repeat(65)}@example.com`)).toBe('invalid_format');
    expect(
      firstError(emailRule, `someone@${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60)}.com`),
    ).toBe('invalid_format');
  });

  it('asks passwords for 8 characters and four kinds of symbol', () => {
    expect(firstError(passwordRule, '')).toBe('required');
    expect(firstError(passwordRule, 'Ab1!')).toBe('min_chars:8');
    expect(firstError(passwordRule, 'abcdefgh1!')).toBe('password_difficulty');
    expect(firstError(passwordRule, 'ABCDEFGH1!')).toBe('password_difficulty');
    expect(firstError(passwordRule, 'Abcdefgh!')).toBe('password_difficulty');
    expect(firstError(passwordRule, 'Abcdefgh1')).toBe('password_difficulty');
    expect(firstError(passwordRule, 'Abcdefg1!')).toBeUndefined();
  });

  it('wants at least one Latin letter in a nickname', () => {
    expect(firstError(nicknameRule, '')).toBe('required');
    expect(firstError(nicknameRule, 'Иван_1990')).toBe('nickname_latin');
    expect(firstError(nicknameRule, 'ivan_1990')).toBeUndefined();
    // Marks that reorder or hide what follows them, and control characters, are refused; emoji
    // sequences (joined by U+200D) and other scripts are not.
    for (const hidden of [
      'Alice\u202E',
      'Al\u2066ice',
      'Alice\u200B',
      'Ali\nce',
      'Alice\u200F',
      'Ali\uFEFFce',
      'Ali\u00ADce',
      'Ali\u2028ce',
      'Ali\u{E0041}ce',
      'Ali\uFFF9ce',
      'Ali\u3164ce',
      'Ali\u115Fce',
      'Ali\u17B4ce',
      'Ali\u034Fce',
      'Ali\u2800ce',
      'Ali\u180Ece',
      'Ali\u{1D173}ce',
    ])
      expect(firstError(nicknameRule, hidden), JSON.stringify(hidden)).toBe('hidden_characters');
    for (const fine of ['Anna 👩\u200D🎨', 'Алиса Anna', 'Sara Tehrani\u200C'])
      expect(firstError(nicknameRule, fine), fine).toBeUndefined();
  });

  it('keeps digits and one leading plus while typing a phone', () => {
    expect(normalisePhoneInput('+7 (916) 123-45-67')).toBe('+79161234567');
    expect(normalisePhoneInput('8916')).toBe('+8916');
    expect(normalisePhoneInput('abc')).toBe('');
  });

  it('takes exactly six digits as a two-factor code', () => {
    expect(firstError(twoFaCodeRule, '123456')).toBeUndefined();
    expect(firstError(twoFaCodeRule, '12345')).toBe('wrong_code');
    expect(firstError(twoFaCodeRule, '12345a')).toBe('wrong_code');
    expect(firstError(twoFaCodeRule, 123456)).toBe('wrong_code');
    // Not sent at all (an API client turning two-factor off without one): required, not wrong.
    expect(firstError(twoFaCodeRule, undefined)).toBe('required');
  });

  it('limits a support message to 400 characters', () => {
    expect(firstError(supportMessageRule, ' ')).toBe('required');
    expect(firstError(supportMessageRule, 'x'.repeat(400))).toBeUndefined();
    expect(firstError(supportMessageRule, 'x'.repeat(401))).toBe('max_chars:400');
  });

  it('takes a text of invisible characters only as empty, and keeps them inside visible text', () => {
    for (const invisible of ['\u200b\u200b', '\u200d', '\u2800', '\u3164 ', '\u200f\u202e', '\u0301', '\n\t']) {
      expect(firstError(supportMessageRule, invisible), JSON.stringify(invisible)).toBe('required');
      expect(hasVisibleText(invisible)).toBe(false);
    }
    for (const visible of ['a\u200bb', 'Привет', '👩\u200d🎨', '.', '中']) {
      expect(firstError(supportMessageRule, visible), visible).toBeUndefined();
    }
    // An optional message of nothing to see is no message.
    expect(BuyWholeRequest.parse({ ready: true, proof_of_funds: true, message: '\u200b' }).message).toBe('');
    expect(BuyWholeRequest.parse({ ready: true, proof_of_funds: true, message: ' hi ' }).message).toBe('hi');
  });
});

describe('messages', () => {
  it('has the texts of SPEC §8 in both languages', () => {
    expect(messageText('required', 'en')).toBe('This is a required field');
    expect(messageText('min_chars:8', 'en')).toBe('Min 8 characters');
    expect(messageText('min_chars:8', 'ru')).toBe('Минимум 8 символов');
    // The noun agrees with the count in Russian.
    expect(messageText('max_chars:64', 'ru')).toBe('Максимум 64 символа');
    expect(messageText('max_chars:21', 'ru')).toBe('Максимум 21 символ');
    expect(messageText('max_chars:400', 'ru')).toBe('Максимум 400 символов');
    expect(messageText('max_chars:64', 'en')).toBe('Max 64 characters');
    expect(messageText('wrong_code', 'en')).toBe('Wrong code, check digits');
    expect(messageText('token_expired', 'en')).toBe('Token is expired');
  });

  it('passes unknown text through unchanged', () => {
    expect(messageText('Something else', 'ru')).toBe('Something else');
  });

  it('writes a large count the way each language groups digits, and fills in a name', () => {
    expect(messageText('not_enough_tokens:874994', 'en')).toBe('Not enough tokens available: 874,994 left');
    expect(messageText('reserved_token_limit:5000:INDEX', 'en')).toBe(
      'You can reserve at most 5,000 INDEX tokens at once, unpaid requests included',
    );
    expect(messageText('reserved_token_limit:50000:INDEX', 'ru')).toBe(
      'Одновременно можно зарезервировать не больше 50\u00a0000 токенов INDEX, включая неоплаченные заявки',
    );
  });
});

describe('gallery filter', () => {
  it('accepts repeated, comma-separated and single array parameters', () => {
    expect(GalleryFilter.parse({ genres: ['1', '3'] }).genres).toEqual([1, 3]);
    expect(GalleryFilter.parse({ genres: '1,3' }).genres).toEqual([1, 3]);
    expect(GalleryFilter.parse({ eras: '0' }).eras).toEqual([0]);
  });

  it('reads booleans the way query strings write them', () => {
    expect(GalleryFilter.parse({ buy_a_whole: 'true', buy_a_part: '0' })).toMatchObject({
      buy_a_whole: true,
      buy_a_part: false,
    });
    expect(GalleryFilter.safeParse({ buy_a_whole: 'perhaps' }).success).toBe(false);
  });

  it('refuses ids outside the enumerations', () => {
    expect(GalleryFilter.safeParse({ genres: ['5'] }).success).toBe(false);
    expect(GalleryFilter.safeParse({ technics: ['0'] }).success).toBe(false);
    expect(GalleryFilter.safeParse({ eras: ['7'] }).success).toBe(false);
  });
});

describe('names that pass for another', () => {
  it('refuses a word mixing Latin with Cyrillic or Greek letters, and stacked accents', () => {
    for (const name of [
      '\u0430dmin',
      'Ann\u0430',
      'p\u0430ypal support',
      'A\u03b1ron',
      '\u13aadmin',
      `Zed${'\u0301'.repeat(3)}`,
    ]) {
      expect(looksLikeAnother(name), name).toBe(true);
      expect(firstError(nicknameRule, name), name).toBe('nickname_lookalike');
    }
  });

  it('lets one alphabet per word through, with its own accents', () => {
    for (const name of ['admin', 'Иван Ivanov', 'Zoë', 'José-María', 'Ỹ', 'anna_k 2', 'Ἀλέξανδρος Alex']) {
      expect(looksLikeAnother(name), name).toBe(false);
    }
    expect(nicknameRule.safeParse('Иван Ivanov').success).toBe(true);
  });

  it('leaves at most two accents on a letter of a name from elsewhere', () => {
    expect(unstackMarks(`Zed${'\u0301'.repeat(60)}o`)).toBe(`Zed${'\u0301'.repeat(2)}o`);
    expect(unstackMarks('Zoë')).toBe('Zoë');
  });
});
