import { z } from 'zod';
import type { Token } from '@pinacoteca/contracts/catalog/token';
import { MAX_ORDER_ITEMS, MAX_ORDER_QUANTITY } from '@pinacoteca/contracts/orders/order';
import { lineCents, type Cents } from '@pinacoteca/contracts/money';
import { isPurchasable } from '@pinacoteca/contracts/token-rules';
import { wholeTokensOf } from '@pinacoteca/contracts/units';

/** SPEC §3 basket item: a token and a count (1 by default). */
export interface BasketItem {
  tokenId: string;
  count: number;
}

/**
 * The most of a token one line may ask for: the whole tokens available (INDEX's may have a
 * fraction left by referral bonuses), within the contract's cap.
 */
export function maxCount(token: Pick<Token, 'available'>): number {
  const available = wholeTokensOf(token.available);
  return available > BigInt(MAX_ORDER_QUANTITY) ? MAX_ORDER_QUANTITY : Number(available);
}

/**
 * SPEC §5 basket quantity: a whole number from 1 up to what is available. Anything else is
 * brought into range (fractions drop, below 1 is 1, above the cap is the cap).
 */
export function clampCount(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  const whole = Math.floor(value);
  return Math.max(1, Math.min(whole, Math.max(1, max)));
}

/**
 * A quantity field's text while it is typed: the count it names when it follows the rule (digits
 * only, from 1 to `max`; "05" is 5), otherwise null and the field shows the rule. The text itself
 * is left as typed until the field is left.
 */
export function typedCount(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= max ? count : null;
}

/**
 * What a quantity field's text becomes when the field is left (or stepped with minus or plus): a
 * number is brought into range ("2.5" is 2, "0" is 1, beyond `max` is `max`); text that is no
 * number at all, or nothing, keeps the count the line had.
 */
export function settleCount(text: string, previous: number, max: number): number {
  const trimmed = text.trim().replace(',', '.');
  if (/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return clampCount(Number(trimmed), max);
  return clampCount(previous, max);
}

/** Adds a token with a count of 1; a token already in the basket is not added twice (SPEC §5). */
export function addItem(items: readonly BasketItem[], tokenId: string): BasketItem[] {
  if (items.some((item) => item.tokenId === tokenId) || items.length >= MAX_ORDER_ITEMS) return [...items];
  return [...items, { tokenId, count: 1 }];
}

export function setCount(items: readonly BasketItem[], tokenId: string, count: number, max: number): BasketItem[] {
  return items.map((item) => (item.tokenId === tokenId ? { ...item, count: clampCount(count, max) } : item));
}

export function removeItem(items: readonly BasketItem[], tokenId: string): BasketItem[] {
  return items.filter((item) => item.tokenId !== tokenId);
}

/** Purchasable tokens not yet in the basket: the add button shows only while there are some (SPEC §5). */
export function unusedTokens<T extends Pick<Token, 'id' | 'current_price' | 'available'>>(
  tokens: readonly T[],
  items: readonly BasketItem[],
): T[] {
  const used = new Set(items.map((item) => item.tokenId));
  return tokens.filter((token) => !used.has(token.id) && isPurchasable(token));
}

export interface BasketLine<T> {
  item: BasketItem;
  token: T;
  /** The count within what is available now (tokens reload while the basket is open). */
  count: number;
  max: number;
  totalCents: Cents;
}

/**
 * The basket against the current token set: each line's count clamped to what is available now
 * and its total = count × current price, in integer cents (SPEC §9). Items whose token has gone
 * (or can no longer be bought) are returned apart so the page can say so.
 */
export function basketLines<T extends Pick<Token, 'id' | 'current_price' | 'available'>>(
  items: readonly BasketItem[],
  tokens: readonly T[],
): { lines: BasketLine<T>[]; unavailable: BasketItem[]; totalCents: Cents } {
  const byId = new Map(tokens.map((token) => [token.id, token]));
  const lines: BasketLine<T>[] = [];
  const unavailable: BasketItem[] = [];
  let totalCents = 0n;
  for (const item of items) {
    const token = byId.get(item.tokenId);
    if (!token || !isPurchasable(token)) {
      unavailable.push(item);
      continue;
    }
    const max = maxCount(token);
    const count = clampCount(item.count, max);
    const total = lineCents(token.current_price, count);
    totalCents += total;
    lines.push({ item, token, count, max, totalCents: total });
  }
  return { lines, unavailable, totalCents };
}

/** Tokens in the basket: the lines' quantities added up (what the summary shows, not the number of lines). */
export function basketQuantity(lines: readonly { count: number }[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

const StoredBasket = z
  .array(z.object({ tokenId: z.string().min(1).max(64), count: z.number().int().min(1).max(MAX_ORDER_QUANTITY) }))
  .max(MAX_ORDER_ITEMS);

/**
 * The basket as the tab kept it (basket-store.ts). Anything that is not a basket the rules allow
 * gives an empty one; a token named twice is kept once. Lines are checked against the token set
 * again when shown (`basketLines`).
 */
export function parseStoredBasket(text: string | null): BasketItem[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const parsed = StoredBasket.safeParse(data);
  if (!parsed.success) return [];
  const seen = new Set<string>();
  return parsed.data.filter((item) => !seen.has(item.tokenId) && Boolean(seen.add(item.tokenId)));
}
