import { useTranslation } from 'react-i18next';
import { Container, PageHeading, useDocumentTitle } from '../../../shared/ui/page.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';

/**
 * Where visitors are sent for anything that needs an account. The sign-in and registration
 * forms come with the accounts work; until then this page says so instead of pretending.
 */
export function AuthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.title'));
  return (
    <Container className="pb-24">
      <PageHeading title={t('auth.title')} subtitle={t('auth.unfinished')} />
      <ButtonLink to="/gallery">{t('auth.browse')}</ButtonLink>
    </Container>
  );
}
