import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@pinacoteca/contracts/kyc/countries';
import { BARRED_COUNTRIES, countryRule } from '@pinacoteca/contracts/kyc/kyc';
import { countries } from './countries.ts';

describe('the verification form’s countries', () => {
  for (const language of ['en', 'ru']) {
    it(`offers each ISO country once, named and sorted in ${language}`, () => {
      const list = countries(language);
      expect(list.map((c) => c.code).sort()).toEqual([...COUNTRY_CODES]);
      // Withdrawn aliases the browser still names (UK, SU, YU…) are not offered twice.
      expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
      expect(list.map((c) => c.name)).toEqual(
        [...list.map((c) => c.name)].sort((x, y) => x.localeCompare(y, language)),
      );
      expect(
        list
          .filter((c) => c.barred)
          .map((c) => c.code)
          .sort(),
      ).toEqual([...BARRED_COUNTRIES].sort());
      for (const c of list) expect(c.name, c.code).not.toBe(c.code);
    });
  }

  it('offers only what the contract accepts', () => {
    for (const { code, barred } of countries('en')) {
      expect(countryRule.safeParse(code).success, code).toBe(!barred);
    }
  });
});
