import { useMutation } from '@tanstack/react-query';
import { accountQueryKey, getAccount } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { session } from '../../../shared/session/session.ts';
import { removeAccount } from '@pinacoteca/contracts/account/remove-account';
import { requestRecovery } from '@pinacoteca/contracts/account/recovery-request';
import { confirmRecovery } from '@pinacoteca/contracts/account/recovery-confirm';

/**
 * POST /api/account/remove (`_locale` picks the notice e-mail's language). The session stays,
 * for recovery only, and is marked removed: the cached account goes and is not asked for again,
 * since every account call now answers 403.
 */
export function useRemoveAccount() {
  return useMutation({
    mutationFn: async (body: { password: string | null; code: string | null }) => {
      const token = session.bearer();
      await api.call(removeAccount, { body });
      return token;
    },
    onSuccess: (token) => {
      if (token) session.setRemoved(token, true);
      queryClient.removeQueries({ queryKey: accountQueryKey });
    },
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

/**
 * POST /api/account-recovery/confirm, then the account again (SPEC §2: on success, the gallery);
 * its answer marks the session restored.
 */
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
