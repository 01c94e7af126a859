import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../shared/ui/button.tsx';
import { Container } from '../shared/ui/page.tsx';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <h1 className="font-display text-3xl">{t('route_error.title')}</h1>
      <p className="text-ink-600">{t('route_error.text')}</p>
      <ButtonLink to="/">{t('route_error.home')}</ButtonLink>
    </Container>
  );
}
