import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/session.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';

/**
 * /auth: e-mail and password, then the code step while the token is two-factor-pending. Once
 * fully signed in, the guest guard sends the person on (the page they came from, or the gallery).
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const pending = useSession().status === 'two_fa_pending';

  if (pending) {
    return (
      <AuthShell title={t('two_fa.title')} subtitle={<p>{t('two_fa.subtitle')}</p>}>
        <TwoFactorStep />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title={t('login.title')}
      subtitle={<p>{t('login.subtitle')}</p>}
      footer={
        <p>
          {t('login.no_account')}{' '}
          <Link to="/registration/start" className="font-medium text-ink-900 underline-offset-4 hover:underline">
            {t('login.register')}
          </Link>
        </p>
      }
    >
      <LoginForm />
      <GoogleButton label={t('google.sign_in')} />
    </AuthShell>
  );
}
