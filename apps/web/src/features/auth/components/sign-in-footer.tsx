import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The footer of the registration and reset screens: a line of text, then the way to sign in. */
export function SignInFooter({ lead }: { lead: string }) {
  const { t } = useTranslation('auth');
  return (
    <p>
      {lead}{' '}
      <Link to="/auth" className="font-medium text-ink-900 underline-offset-4 hover:underline">
        {t('start.sign_in')}
      </Link>
    </p>
  );
}
