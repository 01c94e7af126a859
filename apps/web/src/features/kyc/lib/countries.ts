import { BARRED_COUNTRY } from '@pinacoteca/contracts/kyc/kyc';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Every country the browser can name, by ISO 3166 code, in the page's language and its order.
 * Codes the browser does not know as a region (it answers with the code itself) are left out.
 */
export function countries(language: string): { code: string; name: string; barred: boolean }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const list: { code: string; name: string; barred: boolean }[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        continue;
      }
      // Not countries: grouping and reserved codes.
      if (!name || name === code || ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) continue;
      list.push({ code, name, barred: code === BARRED_COUNTRY });
    }
  }
  return list.sort((x, y) => x.name.localeCompare(y.name, language));
}
