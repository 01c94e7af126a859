import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../shared/ui/back-link.tsx';

/** The way back from a security view to the tab. */
export function BackToSecurity() {
  const { t } = useTranslation('settings');
  return <BackLink to="/settings/security">{t('security.back')}</BackLink>;
}
