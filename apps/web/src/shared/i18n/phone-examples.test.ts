import { describe, expect, it } from 'vitest';
import { localeTexts } from './locale-texts.ts';
import { phoneRule, phoneWireRule } from '@pinacoteca/contracts/phone';
import { normalisePhoneInput } from '@pinacoteca/contracts/rules';

/** Anything in a text written like an international phone number: "+44 7911 123456", "+7 916 123-45-67". */
const PHONE_LIKE = /\+\d[\d\s()-]{6,}\d/g;

describe.each(['en', 'ru'])('the phone examples shown in %s', (language) => {
  const all = localeTexts(language);

  it('include the registration field’s placeholder', () => {
    expect(all.find((entry) => entry.where === 'auth.registration.phone_placeholder')?.text).toMatch(PHONE_LIKE);
  });

  // An outside tester typed the field's own example, "+44 7700 900123" (a range kept for drama,
  // which no operator gives out), and was told "The field must be correct". The phone input keeps
  // digits and one leading plus as it is typed, so that is what the rule sees.
  it('are accepted by the phone rule as typed into the field, and as sent', () => {
    const examples = all.flatMap((entry) =>
      [...entry.text.matchAll(PHONE_LIKE)].map((match) => ({
        where: entry.where,
        typed: normalisePhoneInput(match[0]),
      })),
    );
    expect(examples.length).toBeGreaterThan(0);
    for (const { where, typed } of examples) {
      expect(phoneRule.safeParse(typed).success, `${where}: ${typed}`).toBe(true);
      expect(phoneWireRule.safeParse(typed.slice(1)).success, `${where}: ${typed}`).toBe(true);
    }
  });
});
