import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type RegisterRequest, register } from '@pinacoteca/contracts/auth/register';
import { signInWithToken } from '../../../shared/api/account.ts';
import { api } from '../../../shared/api/client.ts';
import { getReferralOwner } from '@pinacoteca/contracts/account/referral-owner';
import { resendConfirmation } from '@pinacoteca/contracts/auth/register-resend';
import { confirmRegistration } from '@pinacoteca/contracts/auth/register-confirm';

export const referralOwnerQueryOptions = (referral: string) =>
  queryOptions({
    queryKey: ['referral-owner', referral],
    queryFn: ({ signal }) => api.call(getReferralOwner, { params: { referral }, signal }),
    staleTime: Infinity,
  });

export function useReferralOwner(referral: string | null) {
  return useQuery({ ...referralOwnerQueryOptions(referral ?? ''), enabled: Boolean(referral) });
}

/** POST /api/register (`_locale` picks the e-mail's language). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.call(register, { body }),
  });
}

/** POST /api/register/resend: the confirmation e-mail again. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (resendToken: string) => api.call(resendConfirmation, { body: { resend_token: resendToken } }),
  });
}

/** POST /api/register/confirm: the link's token for a sign-in token. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (token: string) => {
      const answer = await api.call(confirmRegistration, { body: { token } });
      await signInWithToken(answer.token);
    },
  });
}
