import { useTranslation } from 'react-i18next';
import type { FeatureFlagName } from '@pinacoteca/contracts/enums';
import { message } from '../shared/i18n/messages.ts';
import { ButtonLink } from '../shared/ui/button.tsx';
import { Container, PageHeading, useDocumentTitle } from '../shared/ui/page.tsx';

/** A flagged page switched off, in place of the page: the server's words for it and a way to the wallet. */
export default function SwitchedOff({ flag }: { flag: FeatureFlagName }) {
  const { t } = useTranslation();
  const title = message(`${flag}_closed`);
  useDocumentTitle(title);
  return (
    <Container className="pb-24">
      <PageHeading title={title} subtitle={t('switched_off.note')} />
      <ButtonLink to="/wallet">{t('switched_off.to_wallet')}</ButtonLink>
    </Container>
  );
}
