import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage, setLanguage } from '../i18n/i18n.ts';
import { session, useSession } from '../session/session.ts';
import { api } from './client.ts';
import { queryClient } from './query-client.ts';

export const accountQueryKey = ['account'] as const;

/**
 * Whether a failed account call said the account is removed. Its check reads the whole message
 * table, so it loads only when a call has failed: never on a first visit's critical path.
 */
async function isAccountRemovedError(error: unknown): Promise<boolean> {
  const { isAccountRemovedError: check } = await import('./account-removed.ts');
  return check(error);
}

/**
 * GET /api/account. Its answer is also what the session knows of removal: a 403 'account removed'
 * marks the session removed, an account marks it there again (restored, here or in another tab).
 */
export async function getAccount(signal?: AbortSignal) {
  const token = session.bearer();
  // The schema loads with the answer, not with the first page.
  const { getAccount: endpoint } = await import('@pinacoteca/contracts/account/account');
  try {
    const account = await api.call(endpoint, { signal });
    if (token) session.setRemoved(token, false);
    return account;
  } catch (error) {
    if (token && (await isAccountRemovedError(error))) session.setRemoved(token, true);
    throw error;
  }
}

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
  });

/**
 * The signed-in person's account; asked for only when fully authenticated, and not while the
 * account is known to be removed: every page's header would ask again, and each answer would be
 * the same 403 (the recovery pages left two in the console). Restoring loads it explicitly.
 */
export function useAccount() {
  const state = useSession();
  return useQuery({ ...accountQueryOptions(), enabled: state.status === 'authenticated' && !state.removed });
}

/** Whether the signed-in account is known to be removed (decision 0018: recovery only). */
export function useAccountRemoved(): boolean {
  const state = useSession();
  return state.status === 'authenticated' && state.removed === true;
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
    // A removed account is now known as such (the layout sends it to recovery); nothing failed.
    if (await isAccountRemovedError(error)) return;
    // The header asks again; the person is signed in either way.
    console.error('The account could not be loaded after sign-in', error);
  }
}
