import { useSyncExternalStore } from 'react';
import type { Product } from '../../../mocks/demo/types';

export interface CartLine {
  productId: number;
  qty: number;
  color: string;
}

/** The shop's discount on every order, and its shipping (always free). */
export const CART_DISCOUNT_RATE = 0.05;
export const SHIPPING_COST = 0;

// The cart lives for the page's lifetime, like the fake's own state.
let lines: CartLine[] = [];
const listeners = new Set<() => void>();
const set = (next: CartLine[]) => {
  lines = next;
  listeners.forEach((l) => l());
};

export const cart = {
  add(productId: number, qty: number, color: string) {
    const found = lines.find((l) => l.productId === productId && l.color === color);
    set(
      found
        ? lines.map((l) => (l === found ? { ...l, qty: l.qty + qty } : l))
        : [...lines, { productId, qty, color }],
    );
  },
  setQty(index: number, qty: number) {
    set(lines.map((l, i) => (i === index ? { ...l, qty: Math.max(1, qty) } : l)));
  },
  remove(index: number) {
    set(lines.filter((_, i) => i !== index));
  },
  clear() {
    set([]);
  },
};

export function useCart(): CartLine[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => lines,
  );
}

export function cartTotals(cartLines: CartLine[], products: Product[]) {
  const subtotal = cartLines.reduce((sum, l) => {
    const p = products.find((x) => x.id === l.productId);
    return sum + (p ? p.salesPrice * l.qty : 0);
  }, 0);
  const discount = Math.round(subtotal * CART_DISCOUNT_RATE * 100) / 100;
  return {
    subtotal,
    discount,
    shipping: SHIPPING_COST,
    total: subtotal - discount + SHIPPING_COST,
  };
}
