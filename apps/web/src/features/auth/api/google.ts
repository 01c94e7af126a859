import { useMutation, useQuery } from '@tanstack/react-query';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

/** Where Google sends the person back: the callback route of this app. */
export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';

/** GET /api/login/google-oauth/enabled: the Google buttons exist only when the platform has Google configured. */
export function useGoogleEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['google-oauth', 'enabled'],
    queryFn: async ({ signal }) => {
      const { getGoogleEnabled } = await import('@pinacoteca/contracts/auth/google-oauth');
      return api.call(getGoogleEnabled, { signal });
    },
    staleTime: Infinity,
  });
  return data?.enabled === true;
}

/** Asks the server to start a Google sign-in and leaves for Google's page. */
export function useStartGoogle() {
  return useMutation({
    mutationFn: async () => {
      const { startGoogleSignIn } = await import('@pinacoteca/contracts/auth/google-oauth');
      const { authorization_url } = await api.call(startGoogleSignIn, {
        query: { callback_url: new URL(GOOGLE_CALLBACK_PATH, window.location.origin).toString() },
      });
      window.location.assign(authorization_url);
    },
  });
}

export interface GoogleCallback {
  code: string;
  state: string;
  iss?: string;
  referral?: string;
}

/** GET /api/login/google-oauth: the auth token for Google's answer; kept like any sign-in's. */
export async function completeGoogleSignIn(callback: GoogleCallback): Promise<void> {
  const { finishGoogleSignIn } = await import('@pinacoteca/contracts/auth/google-oauth');
  const { token } = await api.call(finishGoogleSignIn, { query: { ...callback } });
  await signInWithToken(token);
}
