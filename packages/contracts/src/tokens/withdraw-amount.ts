// No schema library here: the /withdraw page checks amounts with it before any contract loads.

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
