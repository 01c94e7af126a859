import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ReferralOwnerResponse } from '@pinacoteca/contracts/account/referral-owner';
import { RegisterResponse, type RegisterRequest } from '@pinacoteca/contracts/auth/register';
import { RegisterConfirmResponse } from '@pinacoteca/contracts/auth/register-confirm';
import { RegisterResendResponse } from '@pinacoteca/contracts/auth/register-resend';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';

export const referralOwnerQueryOptions = (referral: string) =>
  queryOptions({
    queryKey: ['referral-owner', referral],
    queryFn: ({ signal }) =>
      api.get(`/api/referral/owner/${encodeURIComponent(referral)}`, ReferralOwnerResponse, { signal }),
    staleTime: Infinity,
  });

export function useReferralOwner(referral: string | null) {
  return useQuery({ ...referralOwnerQueryOptions(referral ?? ''), enabled: Boolean(referral) });
}

/** POST /api/register (`_locale` picks the e-mail's language). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post('/api/register', RegisterResponse, body),
  });
}

/** POST /api/register/resend: the confirmation e-mail again. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (resendToken: string) =>
      api.post('/api/register/resend', RegisterResendResponse, { resend_token: resendToken }),
  });
}

/** POST /api/register/confirm: the link's token for a sign-in token. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await api.post('/api/register/confirm', RegisterConfirmResponse, { token });
      await signInWithToken(answer.token);
    },
  });
}
