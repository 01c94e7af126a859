/**
 * The link a person shares: the registration start page with their code, which
 * features/auth/lib/use-referral.ts reads from `?referral=` and keeps for the registration.
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL('/registration/start', origin);
  url.searchParams.set('referral', code);
  return url.toString();
}
