import { useTranslation } from 'react-i18next';
import { Container, PageHeading, useDocumentTitle } from '../shared/ui/page.tsx';
import { ButtonLink } from '../shared/ui/button.tsx';

/**
 * Routes of SPEC §2 whose screens belong to later work (accounts, investing). They are in the
 * route table with their access rules; the page says plainly that the screen is not built yet.
 */
export function UnfinishedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unfinished.title'));
  return (
    <Container className="pb-24">
      <PageHeading title={t('unfinished.title')} subtitle={t('unfinished.text')} />
      <ButtonLink to="/gallery">{t('unfinished.back')}</ButtonLink>
    </Container>
  );
}
