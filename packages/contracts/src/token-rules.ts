/**
 * Price rules every screen shares, so the tokens table, the painting page, the landing and the
 * wallet never disagree about the same two prices.
 */

const MONEY = /^(\d+)(?:\.(\d{1,2}))?$/;

/** "85.5" → 8550n. Prices on the wire are unsigned decimals with up to two places (`Money`). */
export function priceCents(price: string): bigint {
  const match = MONEY.exec(price);
  if (!match) throw new RangeError(`not a price: ${price}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 8550n → "85.50"; negative amounts keep their sign ("-0.05"). */
export function centsToPrice(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** SPEC §3: a current price of 0 means the painting is still being attributed, and is not on sale. */
export function isUnderAttribution(token: { current_price: string }): boolean {
  return priceCents(token.current_price) === 0n;
}

/**
 * The change from `from` to `to` in percent, rounded once, half away from zero, to two places,
 * as a decimal string ("21.95", "-3.10", "0.00"); null when there is no price to compare with
 * (a base of 0: an unattributed painting). Whole-number arithmetic, so the same two prices give
 * the same figure on every page and on the server.
 */
export function priceChangePercent(from: string, to: string): string | null {
  const base = priceCents(from);
  if (base === 0n) return null;
  const diff = (priceCents(to) - base) * 10_000n;
  const negative = diff < 0n;
  const magnitude = negative ? -diff : diff;
  const basisPoints = (magnitude * 2n + base) / (base * 2n);
  if (basisPoints === 0n) return '0.00';
  return centsToPrice(negative ? -basisPoints : basisPoints);
}
