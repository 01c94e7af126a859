import { useMutation } from '@tanstack/react-query';
import { accountQueryKey, getAccount } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { removeAccount } from '@pinacoteca/contracts/account/remove-account';
import { requestRecovery } from '@pinacoteca/contracts/account/recovery-request';
import { confirmRecovery } from '@pinacoteca/contracts/account/recovery-confirm';

/**
 * POST /api/account/remove (`_locale` picks the notice e-mail's language). The session stays,
 * for recovery only: the cached account goes, since every account call now answers 403.
 */
export function useRemoveAccount() {
  return useMutation({
    mutationFn: (password: string | null) => api.call(removeAccount, { body: { password } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: accountQueryKey }),
  });
}

/** POST /api/account-recovery/request: a restore link by e-mail, pointing at this app's confirm page. */
export function useRequestRecovery() {
  return useMutation({
    mutationFn: () =>
      api.call(requestRecovery, {
        body: {
          callback_url: `${window.location.origin}/account-recovery/confirm`,
        },
      }),
  });
}

/** POST /api/account-recovery/confirm, then the account again (SPEC §2: on success, the gallery). */
export function useConfirmRecovery() {
  return useMutation({
    mutationFn: async (token: string) => {
      await api.call(confirmRecovery, { body: { token } });
      // An account call sent before the restore would still answer 'removed': it must not land after this one.
      await queryClient.cancelQueries({ queryKey: accountQueryKey, exact: true });
      queryClient.setQueryData(accountQueryKey, await getAccount());
    },
  });
}
