import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back from a security view to the tab. */
export function BackToSecurity() {
  const { t } = useTranslation('settings');
  return (
    <Link
      to="/settings/security"
      className="inline-flex items-center gap-2 text-sm text-ink-600 underline-offset-4 hover:text-ink-900 hover:underline"
    >
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
        <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {t('security.back')}
    </Link>
  );
}
