import { useSyncExternalStore } from 'react';
import { readTab, TAB_KEYS, writeTab } from '../../../shared/lib/local-store.ts';
import { session } from '../../../shared/session/session.ts';
import { addItem, parseStoredBasket, removeItem, setCount, type BasketItem } from './basket.ts';

type Listener = () => void;

/**
 * The basket is kept for the tab's session (sessionStorage): it survives moving between pages
 * and a reload, not closing the tab, and is emptied when the person signs out or places the
 * order. SPEC §3's list of what the browser keeps does not name it; docs/decisions/0026 says why
 * the tab's session storage is acceptable.
 */
class BasketStore {
  private items: readonly BasketItem[];
  private listeners = new Set<Listener>();

  constructor() {
    // A tab whose session has ended (expired, or signed out in another tab) holds the last
    // person's basket: it is not carried over to whoever signs in next.
    this.items = session.current.status === 'anonymous' ? [] : parseStoredBasket(readTab(TAB_KEYS.basket));
    if (this.items.length === 0) writeTab(TAB_KEYS.basket, null);
  }

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
    writeTab(TAB_KEYS.basket, next.length === 0 ? null : JSON.stringify(next));
    this.listeners.forEach((listener) => listener());
  }
}

export const basket = new BasketStore();

// Another person signing in on this tab must not find the last one's basket.
session.onLogout(() => basket.clear());

export function useBasket(): readonly BasketItem[] {
  return useSyncExternalStore(basket.subscribe, () => basket.current);
}
