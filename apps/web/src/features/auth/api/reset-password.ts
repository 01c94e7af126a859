import { useMutation } from '@tanstack/react-query';
import {
  ResetPasswordRequestResponse,
  type ResetPasswordRequestRequest,
} from '@pinacoteca/contracts/auth/reset-password-request';
import { ResetPasswordResponse, type ResetPasswordRequest } from '@pinacoteca/contracts/auth/reset-password';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

/** POST /api/reset-password/request: answered as success whether or not the account exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequestRequest) =>
      api.post('/api/reset-password/request', ResetPasswordRequestResponse, body),
  });
}

/** POST /api/reset-password/reset: the new password signs the person in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordRequest) => {
      const { token } = await api.post('/api/reset-password/reset', ResetPasswordResponse, body);
      await signInWithToken(token);
    },
  });
}
