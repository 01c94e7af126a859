import { useMutation } from '@tanstack/react-query';
import { LoginResponse, type LoginRequest } from '@pinacoteca/contracts/auth/login';
import { VerifyResponse, type VerifyRequest } from '@pinacoteca/contracts/auth/verify';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

/** POST /api/login; with two-factor on, the token kept is pending until the code is verified. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const { token } = await api.post('/api/login', LoginResponse, body);
      await signInWithToken(token);
    },
  });
}

/** POST /api/verify with the pending token; answers the full one. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: async (body: VerifyRequest) => {
      const { token } = await api.post('/api/verify', VerifyResponse, body);
      await signInWithToken(token);
    },
  });
}
