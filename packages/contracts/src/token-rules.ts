import { divRound, formatCents, parseUsd, type Cents } from './money.ts';
import { wholeTokensOf } from './units.ts';

/**
 * Token rules every screen and the server share, so the tokens table, the painting page, the
 * landing, the basket and the wallet never disagree about the same token.
 */

/** SPEC §3: a current price of 0 means the painting is still being attributed, and is not on sale. */
export function isUnderAttribution(token: { current_price: string }): boolean {
  return parseUsd(token.current_price) === 0n;
}

/**
 * SPEC §2, §5: a token can be bought while it has a price (it is attributed) and at least one
 * whole token remains (orders buy whole tokens; INDEX may keep a fraction after referral bonuses).
 */
export function isPurchasable(token: { current_price: string; available: string }): boolean {
  return !isUnderAttribution(token) && wholeTokensOf(token.available) > 0n;
}

/**
 * The INDEX rule of ARCHITECTURE §2: Σ(value × emission) / Σ(emission) over the attributed art
 * tokens given, rounded half up to the cent; 0 when none is given. The value is a price in cents
 * (current, base, a forecast point or a day's closing price); the emission is in base units.
 */
export function indexPrice(items: Iterable<{ value: Cents; emission: bigint }>): Cents {
  let numerator = 0n;
  let denominator = 0n;
  for (const { value, emission } of items) {
    numerator += value * emission;
    denominator += emission;
  }
  return divRound(numerator, denominator);
}

/**
 * The change from `from` to `to` in percent, rounded once, half away from zero, to two places,
 * as a decimal string ("21.95", "-3.10", "0.00"); null when there is no price to compare with
 * (a base of 0: an unattributed painting). Whole-number arithmetic, so the same two prices give
 * the same figure on every page and on the server.
 */
export function priceChangePercent(from: string, to: string): string | null {
  const base = parseUsd(from);
  if (base === 0n) return null;
  const diff = (parseUsd(to) - base) * 10_000n;
  const negative = diff < 0n;
  const magnitude = negative ? -diff : diff;
  const basisPoints = divRound(magnitude, base);
  if (basisPoints === 0n) return '0.00';
  return formatCents(negative ? -basisPoints : basisPoints);
}

/** The change over a run of closing prices, first to last, by the rule above; null without any. */
export function historyChangePercent(history: readonly { price: string }[]): string | null {
  const first = history.at(0);
  const last = history.at(-1);
  return first && last ? priceChangePercent(first.price, last.price) : null;
}
