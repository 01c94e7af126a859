import { useMutation } from '@tanstack/react-query';
import { type NotificationType } from '@pinacoteca/contracts/account/account';
import type { UpdateAccountRequest } from '@pinacoteca/contracts/account/update-account';
import { accountQueryKey } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { updateAccount } from '@pinacoteca/contracts/account/update-account';
import { setNotifications } from '@pinacoteca/contracts/account/notification';

/** POST /api/account: answers the updated account, which replaces the cached one. */
export function useUpdateAccount() {
  return useMutation({
    mutationFn: (body: UpdateAccountRequest) => api.call(updateAccount, { body }),
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}

/** POST /api/account/notification: one switch; answers the updated account. */
export function useSetNotification() {
  return useMutation({
    mutationFn: (body: { type: NotificationType; enabled: boolean }) => api.call(setNotifications, { body }),
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
