import type { Token } from '@pinacoteca/contracts/catalog/token';
import { MAX_ORDER_ITEMS, MAX_ORDER_QUANTITY } from '@pinacoteca/contracts/orders/order';
import { lineCents, toCents, type Cents } from '../../../shared/lib/money.ts';

/** SPEC §3 basket item: a token and a count (1 by default). */
export interface BasketItem {
  tokenId: string;
  count: number;
}

/** A token can be bought while it has a price (attributed) and some remain (SPEC §2, ARCHITECTURE §2). */
export function isPurchasable(token: Pick<Token, 'current_price' | 'available'>): boolean {
  return toCents(token.current_price) > 0n && BigInt(token.available) > 0n;
}

/** The most of a token one line may ask for: what is available, within the contract's cap. */
export function maxCount(token: Pick<Token, 'available'>): number {
  const available = BigInt(token.available);
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
