import { COUNTRY_CODES } from '@pinacoteca/contracts/kyc/countries';
import { isBarredCountry } from '@pinacoteca/contracts/kyc/kyc';

/**
 * The countries the verification accepts (the ISO 3166-1 list of contracts, the one the server
 * checks against), named in the page's language and sorted in its order. A code the browser
 * cannot name is shown as the code itself rather than left out.
 */
export function countries(language: string): { code: string; name: string; barred: boolean }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code, barred: isBarredCountry(code) })).sort(
    (x, y) => x.name.localeCompare(y.name, language),
  );
}
