// No schema library here: the /withdraw page checks amounts with it before any contract loads.
import type { Language } from '../constants.ts';
import { AMOUNT_PLACES_MESSAGE, typedWireUnits } from '../units.ts';

/**
 * SPEC §5: a withdrawal is of whole tokens, from one up to what is held; INDEX, which is held to
 * six decimals, too. `units` are base units of a token with `decimals` decimals. Answers the
 * message key of what is wrong, or null; the server refuses with it, the /withdraw page shows it.
 */
export function withdrawAmountProblem(units: bigint, decimals: number): 'withdraw_min' | 'withdraw_whole' | null {
  const scale = 10n ** BigInt(decimals);
  if (units < scale) return 'withdraw_min';
  return units % scale === 0n ? null : 'withdraw_whole';
}

/** The most of a holding a withdrawal can take: its whole tokens, in base units. */
export const withdrawableOf = (held: bigint, decimals: number): bigint => held - (held % 10n ** BigInt(decimals));

/** What is wrong with an amount to take from a holding (message keys `<action>_min`, `<action>_whole`). */
export type TakenAmountProblem = 'invalid_format' | 'places' | 'ambiguous' | 'min' | 'whole';

/** What is done with tokens taken from a holding. */
export type TakeAction = 'withdraw' | 'sell' | 'swap';

/**
 * An amount to withdraw, sell or swap, as typed or as `tokenAmountRule` let it through, in base
 * units of a token with `decimals`; or what is wrong with it, by one rule for every token: no plain
 * decimal ("5,5" is one, read as 5.5) is `invalid_format`, more than six places (INDEX's) `places`,
 * then too little is `min`, then a fraction the token does not have, or any fraction for a
 * withdrawal (SPEC §5), is `whole`. Too little is less than one token for a withdrawal or a swap
 * (SPEC §9's minimum of 1), and nothing for a sale: the money-back guarantee applies at any stage
 * (SPEC §1), so the fraction of INDEX a swap, a deposit or a bonus leaves can be sold back too
 * (the sale refuses one worth less than a cent itself). So "0.5" is short of one token to withdraw
 * or swap, of an art token as of INDEX, "0.5" of INDEX can be sold and "0.5" of an art token is not
 * whole; and trailing zeros are only a spelling: "1.0" of an art token is 1, as "1.000000" of INDEX is.
 */
export function takenAmount(
  text: string,
  decimals: number,
  action: TakeAction,
  language?: Language,
): bigint | TakenAmountProblem {
  // Read at the finest precision the wire allows, then judged against the token's own; on a page,
  // in its language ("1,000" is one on a Russian page and ambiguous elsewhere, decision 0069).
  const read = typedWireUnits(text, decimals, language);
  if (typeof read === 'string') return read;
  const { exact, wire } = read;
  const one = 10n ** BigInt(wire);
  const perUnit = 10n ** BigInt(wire - decimals);
  if (action === 'sell' ? exact === 0n : exact < one) return 'min';
  if (exact % (action === 'withdraw' ? one : perUnit) !== 0n) return 'whole';
  return exact / perUnit;
}

/** The message key of a `takenAmount` problem, for `action`: the server refuses with it, the pages show it. */
export function takenAmountMessage(problem: TakenAmountProblem, action: TakeAction): string {
  if (problem === 'places') return AMOUNT_PLACES_MESSAGE;
  if (problem === 'ambiguous') return 'amount_ambiguous';
  return problem === 'invalid_format' ? problem : `${action}_${problem}`;
}
