import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@pinacoteca/contracts/account/change-password';
import { accountQueryKey } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { getTwoFaSecrets } from '@pinacoteca/contracts/account/two-fa-secrets';
import { changeTwoFaStatus } from '@pinacoteca/contracts/account/two-fa-change-status';
import { changePassword } from '@pinacoteca/contracts/account/change-password';
import { endOtherSessions } from '@pinacoteca/contracts/account/other-sessions';

export const twoFaSecretsQueryKey = ['account', '2fa-secrets'] as const;

/**
 * GET /api/account/2fa/secrets makes a new secret on every call and only the last one counts,
 * so the answer is asked for once per visit to the enable view and never refreshed behind the
 * person's back (the QR code they scanned must stay the one the server checks).
 */
export const twoFaSecretsQueryOptions = () =>
  queryOptions({
    queryKey: twoFaSecretsQueryKey,
    queryFn: ({ signal }) => api.call(getTwoFaSecrets, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useTwoFaSecrets() {
  return useQuery(twoFaSecretsQueryOptions());
}

/**
 * Reloads the account and drops the secrets (SPEC §4: discarded after success). The account
 * first: it takes the person off the enable view. Removing the secrets while that view still
 * watched them made it ask for a new secret, which the server refuses once two-factor is on (a
 * 400 after every success); so only an unwatched answer is removed here, and the view's own
 * answer goes the moment the view closes (gcTime 0).
 */
async function afterTwoFactorChange() {
  await queryClient.invalidateQueries({ queryKey: accountQueryKey, exact: true });
  queryClient.removeQueries({ queryKey: twoFaSecretsQueryKey, type: 'inactive' });
}

/** POST /api/account/2fa/change-status: on with a code of the new secret, off with one of the active. */
export function useChangeTwoFactor() {
  return useMutation({
    mutationFn: (body: { code: string; enable: boolean; password?: string }) => api.call(changeTwoFaStatus, { body }),
    onSuccess: afterTwoFactorChange,
  });
}

/** POST /api/account/sessions/end-others: every other device and browser signed out. */
export function useEndOtherSessions() {
  return useMutation({ mutationFn: () => api.call(endOtherSessions, {}) });
}

/** POST /api/account/change-password; success reloads the account (SPEC §4). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.call(changePassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey, exact: true }),
  });
}
