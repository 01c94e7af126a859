import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/states.tsx';
import { completeGoogleSignIn } from '../api/google.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LinkError } from '../components/link-error.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';
import { readReferral, writeReferral } from '../lib/local-records.ts';

/**
 * A state works once on the server. React may run an effect twice (StrictMode) and the page
 * may mount again; remembering the states already sent keeps it from spending one twice.
 */
const sent = new Map<string, Promise<void>>();

/**
 * /auth/google/callback: Google sends the person back here with `code` and `state`; the server
 * turns them into the auth token. Then, as on /auth, the code step when two-factor is on;
 * once fully signed in the guest guard moves on to the gallery.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const pending = useSession().status === 'two_fa_pending';
  const code = params.get('code');
  const state = params.get('state');
  const [failure, setFailure] = useState<string | null>(() =>
    // Cancelled at Google (error=access_denied) or an address without the answer.
    !code || !state ? t('google.failed_text') : null,
  );

  useEffect(() => {
    if (!code || !state) return;
    let request = sent.get(state);
    if (!request) {
      const referral = readReferral()?.token;
      const iss = params.get('iss');
      request = completeGoogleSignIn({ code, state, ...(iss ? { iss } : {}), ...(referral ? { referral } : {}) });
      // Sent with this sign-up (or not needed by a sign-in): the next person here starts without it.
      void request.then(() => writeReferral(null)).catch(() => undefined);
      sent.set(state, request);
    }
    let active = true;
    request.catch((error: unknown) => {
      // SPEC §8: social login failures are logged; the page still has to say it did not work.
      console.error('Signing in with Google failed', error);
      if (active)
        // The server's own words when it refused the person (400) or their account (403, blocked:
        // an outside tester was told Google had not confirmed the sign-in), else the general text.
        setFailure(
          error instanceof ApiError && (error.status === 400 || error.status === 403)
            ? error.message
            : t('google.failed_text'),
        );
    });
    return () => {
      active = false;
    };
  }, [code, state]); // eslint-disable-line react-hooks/exhaustive-deps

  if (failure) {
    return (
      <LinkError
        title={t('google.failed_title')}
        text={failure}
        action={
          <ButtonLink to="/auth" size="lg">
            {t('google.back')}
          </ButtonLink>
        }
      />
    );
  }
  if (pending) {
    return (
      <AuthShell title={t('two_fa.title')} subtitle={<p>{t('two_fa.subtitle')}</p>}>
        <TwoFactorStep />
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('google.callback_title')}>
      <Spinner label={t('google.working')} />
    </AuthShell>
  );
}
