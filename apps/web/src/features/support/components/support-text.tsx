import { useMemo, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHARGE_TTL_SECONDS, MIN_AGE, TOKENS_PER_PAINTING } from '@pinacoteca/contracts/constants';
import { PAYMENT_CURRENCIES } from '@pinacoteca/contracts/enums';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { formatQuantity } from '../../../shared/lib/format.ts';

const linkClass = 'text-ink-900 underline decoration-gold-500 decoration-1 underline-offset-4 hover:decoration-2';

/** Tags the support texts may use, e.g. "<gallery>gallery</gallery>". */
const components: Record<string, ReactElement> = {
  gallery: <Link to="/gallery" className={linkClass} />,
  tokens: <Link to="/tokens" className={linkClass} />,
  faq: <Link to="/support/faq" className={linkClass} />,
  contact: <Link to="/support/contact-us" className={linkClass} />,
  terms: <Link to="/terms-of-use" className={linkClass} />,
  privacy: <Link to="/privacy-policy" className={linkClass} />,
};

/**
 * A text of the `support` namespace with its links, and with figures taken from the shared
 * constants so that an answer never quotes a number the product does not use.
 */
export function SupportText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const values = useMemo(
    () => ({
      minAge: MIN_AGE,
      chargeMinutes: CHARGE_TTL_SECONDS / 60,
      tokensPerPainting: formatQuantity(TOKENS_PER_PAINTING, language),
      currencies: PAYMENT_CURRENCIES.join(', '),
    }),
    [language],
  );
  return <Trans t={t} i18nKey={i18nKey} values={values} components={components} />;
}
