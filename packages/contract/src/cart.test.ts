import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cartServiceIds,
  computeOrderTotals,
  incorporationCart,
  isValidCartItem,
  removeCartItem,
  type Cart,
} from './cart';
import type { Service } from './services';

const service = (id: number, name: string, priceMinor: number): Service => ({
  id,
  slug: `s-${id}`,
  name,
  description: name,
  line: 'incorporation',
  jurisdiction: null,
  priceMinor,
  currency: 'USD',
  billing: 'one_off',
});
const empty: Cart = { fixedItems: [], dynamicItems: [] };

describe('cart rules (part 1 section 5)', () => {
  it('needs a numeric id, a name and a numeric price; otherwise the item is ignored', () => {
    expect(isValidCartItem({ id: 1, name: 'A', price: 100 })).toBe(true);
    for (const bad of [{ id: '1', name: 'A', price: 100 }, { id: 1, price: 100 }, { id: 1, name: 'A', price: '100' }, { id: 1, name: '', price: 1 }, null, 'x', { id: Number.NaN, name: 'A', price: 1 }]) {
      const result = addCartItem(empty, bad);
      expect(result).toMatchObject({ added: false, reason: 'invalid' });
      expect(result.cart).toBe(empty);
    }
  });

  it('defaults currency to USD and quantity to 1, and does not add an item with the same id or name', () => {
    const one = addCartItem(empty, { id: 5, name: 'Company secretary', price: 90000 });
    expect(one.cart.dynamicItems).toEqual([{ id: 5, name: 'Company secretary', price: 90000, currency: 'USD', quantity: 1 }]);
    expect(addCartItem(one.cart, { id: 5, name: 'Other', price: 1 })).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addCartItem(one.cart, { id: 6, name: 'Company secretary', price: 1 })).toMatchObject({ added: false, reason: 'duplicate' });
  });

  it('keeps service 4 as the fixed item of the incorporation cart and removes dynamic items by id or name', () => {
    const cart = incorporationCart(service(4, 'Company incorporation package', 125000), [service(4, 'dup', 1), service(1, 'Registered office', 30000), service(5, 'Secretary', 90000)]);
    expect(cart.fixedItems.map((i) => i.id)).toEqual([4]);
    expect(cart.dynamicItems.map((i) => i.id)).toEqual([1, 5]);
    expect(addCartItem(cart, { id: 4, name: 'Package again', price: 1 }).added).toBe(false);
    expect(removeCartItem(cart, 1).dynamicItems.map((i) => i.id)).toEqual([5]);
    expect(removeCartItem(cart, 'Secretary').dynamicItems.map((i) => i.id)).toEqual([1]);
    expect(removeCartItem(cart, 4).fixedItems.map((i) => i.id)).toEqual([4]);
    expect(cartServiceIds(cart)).toEqual([4, 1, 5]);
  });

  it('totals with tax rounded on the subtotal', () => {
    expect(computeOrderTotals([{ amountMinor: 125000 }, { amountMinor: 30000 }, { amountMinor: 90000 }], 900)).toEqual({ subtotalMinor: 245000, taxMinor: 22050, totalMinor: 267050 });
    expect(computeOrderTotals([{ amountMinor: 333 }], 500)).toEqual({ subtotalMinor: 333, taxMinor: 17, totalMinor: 350 });
    expect(computeOrderTotals([], 900)).toEqual({ subtotalMinor: 0, taxMinor: 0, totalMinor: 0 });
  });
});
