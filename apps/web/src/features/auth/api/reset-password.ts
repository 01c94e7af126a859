import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type ResetPasswordRequestRequest,
  requestPasswordReset,
} from '@pinacoteca/contracts/auth/reset-password-request';
import { type ResetPasswordRequest, resetPassword } from '@pinacoteca/contracts/auth/reset-password';
import { checkResetPassword } from '@pinacoteca/contracts/auth/reset-password-check';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

/** POST /api/reset-password/request: answered as success whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequestRequest) => api.call(requestPasswordReset, { body }),
  });
}

/** POST /api/reset-password/reset: the new password signs the person in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordRequest) => {
      const { token } = await api.call(resetPassword, { body });
      await signInWithToken(token);
    },
  });
}

/**
 * POST /api/reset-password/check: whether the link can still set a password (it uses nothing up),
 * asked once as the page opens; null while the link itself is unreadable.
 */
export function useResetLinkCheck(token: string | null) {
  return useQuery({
    queryKey: ['reset-password-check', token],
    queryFn: () => api.call(checkResetPassword, { body: { token: token ?? '' } }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
