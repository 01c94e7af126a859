import { useMutation } from '@tanstack/react-query';
import {
  type ResetPasswordRequestRequest,
  requestPasswordReset,
} from '@pinacoteca/contracts/auth/reset-password-request';
import { type ResetPasswordRequest, resetPassword } from '@pinacoteca/contracts/auth/reset-password';
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
