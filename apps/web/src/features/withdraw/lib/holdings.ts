import type { BalanceResponse } from '@pinacoteca/contracts/account/balance';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { INDEX_TOKEN_DECIMALS } from '@pinacoteca/contracts/constants';
import { parseUnits } from '@pinacoteca/contracts/units';

/** A token the person holds, with its decimals and what they hold in base units. */
export interface Holding {
  token: Token;
  decimals: number;
  held: bigint;
}

/** `text` in base units of a token with `decimals`, or null when it is not a well-formed amount. */
const toUnits = (text: string, decimals: number): bigint | null => {
  try {
    return parseUnits(text.trim(), decimals);
  } catch {
    return null;
  }
};

/** The tokens the person holds (INDEX first), from the tokens list and their balance. */
export function heldTokens(
  tokens: { indexToken: Token | null; artTokens: Token[] },
  balance: BalanceResponse,
): Holding[] {
  return [tokens.indexToken, ...tokens.artTokens]
    .filter((token): token is Token => Boolean(token))
    .map((token) => {
      const decimals = token.symbol === 'INDEX' ? INDEX_TOKEN_DECIMALS : 0;
      const held =
        token.symbol === 'INDEX'
          ? (toUnits(balance.index_token_balance, decimals) ?? 0n)
          : BigInt(balance.art_token_balances.find((b) => b.id === token.id)?.quantity ?? 0);
      return { token, decimals, held };
    })
    .filter((h) => h.held > 0n);
}

/** What a withdrawal leaves of a holding: the fraction of a token beyond its whole tokens, in base units. */
export const fractionOf = (held: bigint, decimals: number): bigint => held % 10n ** BigInt(decimals);
