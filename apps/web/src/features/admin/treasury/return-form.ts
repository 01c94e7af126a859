import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  returnAmountUnits,
  TreasuryReturnRequest,
  type TreasuryReturn,
  type TreasuryReturnStatus,
  type TreasurySurplus,
} from '@pinacoteca/contracts/tokens/treasury-return';
import type { Language } from '@pinacoteca/contracts/constants';
import { parseUnits, wireSpelling } from '@pinacoteca/contracts/units';
import { formatTypedAmount } from '../../../shared/lib/format.ts';

/** What the form holds: text as typed; the contract's schema reads it. */
export interface ReturnValues {
  token_id: string;
  amount: string;
  wallet_address: string;
  note: string;
}

/**
 * What the amount field starts with for a token: its whole returnable surplus, written as the
 * page's language types amounts ("12,5" on the Russian page), or nothing when none is known.
 */
export function prefilledAmount(surplus: TreasurySurplus | undefined, language: Language): string {
  return surplus?.returnable ? formatTypedAmount(surplus.returnable, language) : '';
}

/**
 * What the server would refuse in an amount of the chosen token, said before asking it (a message
 * key): places the token does not have, nothing, or more than the surplus now.
 */
export function returnAmountProblem(
  amount: string,
  surplus: TreasurySurplus | undefined,
  language?: Language,
): string | null {
  if (!surplus) return null;
  const parsed = returnAmountUnits(amount, surplus.decimals, language);
  if ('problem' in parsed) return parsed.problem;
  if (surplus.returnable && parsed.units > parseUnits(surplus.returnable, surplus.decimals))
    return `treasury_return_over_surplus:${surplus.returnable}:${surplus.symbol}`;
  return null;
}

/**
 * The contract's schema, then the amount against the chosen token's surplus, in one pass: every
 * field's error shows at once. (Checked after the schema had passed, an amount over the surplus
 * showed only once a wrong address was put right.)
 */
export function returnResolver(
  surpluses: readonly TreasurySurplus[],
  language: Language,
): Resolver<ReturnValues, unknown, TreasuryReturnRequest> {
  const schema = zodResolver(TreasuryReturnRequest) as unknown as Resolver<
    ReturnValues,
    unknown,
    TreasuryReturnRequest
  >;
  return async (typed, context, options) => {
    // Sent with the point, as every page sends amounts: "1,125" typed on the Russian page is 1.125;
    // on the English one "1,000" stays as typed, for the rule to refuse as ambiguous (decision 0069).
    const values = { ...typed, amount: wireSpelling(typed.amount, language) };
    const result = await schema(values, context, options);
    if (result.errors.amount) return result;
    const problem = returnAmountProblem(
      values.amount,
      surpluses.find((s) => s.token_id === values.token_id),
      language,
    );
    if (!problem) return result;
    return { values: {}, errors: { ...result.errors, amount: { type: 'validate', message: problem } } };
  };
}

/**
 * Where the return just sent is, for the notice above the form: as the list shows it once it is
 * there (it reloads every few seconds while one is being sent), else as the server answered.
 */
export function sentReturnStatus(
  returns: readonly TreasuryReturn[],
  sent: Pick<TreasuryReturn, 'id' | 'status'> | null,
): TreasuryReturnStatus | null {
  if (!sent) return null;
  return returns.find((r) => r.id === sent.id)?.status ?? sent.status;
}
