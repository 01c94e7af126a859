import { useSyncExternalStore } from 'react';
import { session } from '../../../shared/session/session.ts';
import { addItem, removeItem, setCount, type BasketItem } from './basket.ts';

type Listener = () => void;

/**
 * The basket lives in memory only: SPEC §3 lists what the browser keeps, and the basket is not
 * on that list. It survives moving between pages of the app, not a reload, and is emptied when
 * the person signs out or places the order.
 */
class BasketStore {
  private items: readonly BasketItem[] = [];
  private listeners = new Set<Listener>();

  get current(): readonly BasketItem[] {
    return this.items;
  }

  add(tokenId: string): void {
    this.set(addItem(this.items, tokenId));
  }

  setCount(tokenId: string, count: number, max: number): void {
    this.set(setCount(this.items, tokenId, count, max));
  }

  remove(tokenId: string): void {
    this.set(removeItem(this.items, tokenId));
  }

  clear(): void {
    this.set([]);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: BasketItem[]): void {
    const same =
      next.length === this.items.length &&
      next.every((item, i) => item.tokenId === this.items[i]?.tokenId && item.count === this.items[i]?.count);
    if (same) return;
    this.items = next;
    this.listeners.forEach((listener) => listener());
  }
}

export const basket = new BasketStore();

// Another person signing in on this tab must not find the last one's basket.
session.onLogout(() => basket.clear());

export function useBasket(): readonly BasketItem[] {
  return useSyncExternalStore(basket.subscribe, () => basket.current);
}
