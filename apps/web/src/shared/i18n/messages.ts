import { isMessageKey, messageText } from '@pinacoteca/contracts/messages';
import { setErrorKeyText } from '../api/client.ts';
import { currentLanguage } from './i18n.ts';

// Errors from the API show in the current language once the texts are here (ApiError).
setErrorKeyText((key) => (isMessageKey(key.split(':')[0] ?? '') ? messageText(key, currentLanguage()) : undefined));

/** Text of a validation message key from contracts (e.g. `required`, `min_chars:8`). */
export function message(key: string | undefined): string | undefined {
  return key === undefined ? undefined : messageText(key, currentLanguage());
}
