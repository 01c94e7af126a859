import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage, setLanguage } from '../i18n/i18n.ts';
import { session, useSession } from '../session/session.ts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';

export const accountQueryKey = ['account'] as const;

export async function getAccount(signal?: AbortSignal) {
  // The schema loads with the answer, not with the first page.
  const { getAccount: endpoint } = await import('@pinacoteca/contracts/account/account');
  return api.call(endpoint, { signal });
}

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
  });

/** The signed-in person's account; asked for only when fully authenticated. */
export function useAccount() {
  const authenticated = useSession().status === 'authenticated';
  return useQuery({ ...accountQueryOptions(), enabled: authenticated });
}

/**
 * Keeps a token from a sign-in call (login, two-factor, confirmation, reset). When the session
 * is complete, SPEC §4 loads the account and switches the interface to the account's language.
 */
export async function signInWithToken(token: string): Promise<void> {
  session.signIn(token);
  if (session.current.status !== 'authenticated') return;
  try {
    // Fetched outside the query cache: a header unmounting meanwhile must not cancel it.
    const account = await getAccount();
    queryClient.setQueryData(accountQueryKey, account);
    if (account.language !== currentLanguage()) await setLanguage(account.language);
  } catch (error) {
    // The header asks again; the person is signed in either way.
    console.error('The account could not be loaded after sign-in', error);
  }
}
