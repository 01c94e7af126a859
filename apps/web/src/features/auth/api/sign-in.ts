import { useMutation } from '@tanstack/react-query';
import { type LoginRequest, signIn } from '@pinacoteca/contracts/auth/login';
import { type VerifyRequest, verifyTwoFa } from '@pinacoteca/contracts/auth/verify';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

/** POST /api/login; with two-factor on, the token kept is pending until the code is verified. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const { token } = await api.call(signIn, { body });
      await signInWithToken(token);
    },
  });
}

/** POST /api/verify with the pending token; answers the full one. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: async (body: VerifyRequest) => {
      const { token } = await api.call(verifyTwoFa, { body });
      await signInWithToken(token);
    },
  });
}
