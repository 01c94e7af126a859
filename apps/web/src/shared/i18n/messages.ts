import { messageText } from '@pinacoteca/contracts/messages';
import { currentLanguage } from './i18n.ts';

/** Text of a validation message key from contracts (e.g. `required`, `min_chars:8`). */
export function message(key: string | undefined): string | undefined {
  return key === undefined ? undefined : messageText(key, currentLanguage());
}
