import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartActions,
  cartSlice,
  cartTotals,
  nriCartActions,
  nriCartSlice,
  type CartState,
} from './cart-slice';

const reduce = (actions: Parameters<typeof cartSlice.reducer>[1][], start?: CartState) =>
  actions.reduce(cartSlice.reducer, start ?? cartSlice.getInitialState());

const pkg = { id: 4, name: 'Company incorporation package', price: 125000 };
const bank = { id: 3, name: 'Corporate bank account opening', price: 45000 };
const secretary = {
  id: 5,
  name: 'Company secretary (Singapore)',
  price: 90000,
  currency: 'USD',
  quantity: 1,
};

afterEach(() => vi.restoreAllMocks());

describe('incorporation cart (cart)', () => {
  it('starts empty with fixed and dynamic items', () => {
    expect(cartSlice.getInitialState()).toEqual({ fixedItems: [], dynamicItems: [] });
  });

  it('adds an item with currency USD and quantity 1 by default', () => {
    const state = reduce([cartActions.addItem(bank)]);
    expect(state.dynamicItems).toEqual([{ ...bank, currency: 'USD', quantity: 1 }]);
  });

  it('keeps a given currency and quantity', () => {
    const state = reduce([cartActions.addItem({ ...bank, currency: 'SGD', quantity: 2 })]);
    expect(state.dynamicItems[0]).toMatchObject({ currency: 'SGD', quantity: 2 });
  });

  it('puts service 4 among the fixed items', () => {
    const state = reduce([cartActions.addItem(pkg)]);
    expect(state.fixedItems.map((i) => i.id)).toEqual([4]);
    expect(state.dynamicItems).toEqual([]);
  });

  it.each([
    ['a string id', { id: '3', name: 'Bank', price: 100 }],
    ['no id', { name: 'Bank', price: 100 }],
    ['no name', { id: 3, price: 100 }],
    ['an empty name', { id: 3, name: '  ', price: 100 }],
    ['a string price', { id: 3, name: 'Bank', price: '100' }],
    ['a NaN price', { id: 3, name: 'Bank', price: Number.NaN }],
    ['null', null],
  ])('ignores an item with %s and warns on the console', (_label, item) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = reduce([cartActions.addItem(item)]);
    expect(state).toEqual({ fixedItems: [], dynamicItems: [] });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not add an item with the same id twice', () => {
    const state = reduce([cartActions.addItem(bank), cartActions.addItem({ ...bank, name: 'Other name' })]);
    expect(state.dynamicItems).toHaveLength(1);
    expect(state.dynamicItems[0]?.name).toBe(bank.name);
  });

  it('does not add an item with the same name twice', () => {
    const state = reduce([cartActions.addItem(bank), cartActions.addItem({ ...bank, id: 99 })]);
    expect(state.dynamicItems.map((i) => i.id)).toEqual([3]);
  });

  it('does not add a dynamic item that repeats the fixed item', () => {
    const state = reduce([
      cartActions.addItem(pkg),
      cartActions.addItem({ ...pkg, id: 77 }),
      cartActions.addItem({ ...pkg, name: 'x' }),
    ]);
    expect(state.fixedItems).toHaveLength(1);
    expect(state.dynamicItems).toEqual([]);
  });

  it('removes by numeric id', () => {
    const state = reduce([
      cartActions.addItem(bank),
      cartActions.addItem(secretary),
      cartActions.removeItem(3),
    ]);
    expect(state.dynamicItems.map((i) => i.id)).toEqual([5]);
  });

  it('removes by name', () => {
    const state = reduce([
      cartActions.addItem(bank),
      cartActions.addItem(secretary),
      cartActions.removeItem(secretary.name),
    ]);
    expect(state.dynamicItems.map((i) => i.id)).toEqual([3]);
  });

  it('never removes the fixed item', () => {
    const state = reduce([
      cartActions.addItem(pkg),
      cartActions.removeItem(4),
      cartActions.removeItem(pkg.name),
    ]);
    expect(state.fixedItems.map((i) => i.id)).toEqual([4]);
  });

  it('setFixedItems keeps only service 4 and displaces a dynamic copy of it', () => {
    const start = reduce([cartActions.addItem(bank)]);
    const state = reduce([cartActions.setFixedItems([pkg, bank])], start);
    expect(state.fixedItems.map((i) => i.id)).toEqual([4]);
    expect(state.dynamicItems.map((i) => i.id)).toEqual([3]);
  });

  it('syncWithCatalogue refreshes prices and drops services no longer offered', () => {
    const start = reduce([
      cartActions.addItem(pkg),
      cartActions.addItem({ ...bank, price: 1 }),
      cartActions.addItem(secretary),
    ]);
    const state = reduce(
      [
        cartActions.syncWithCatalogue([
          { ...pkg, currency: 'USD', quantity: 1 },
          { ...bank, currency: 'USD', quantity: 1 },
        ]),
      ],
      start,
    );
    expect(state.dynamicItems).toEqual([{ ...bank, currency: 'USD', quantity: 1 }]);
    expect(state.fixedItems.map((i) => i.id)).toEqual([4]);
  });

  it('clearDynamicItems keeps the fixed item; resetCart empties everything', () => {
    const start = reduce([cartActions.addItem(pkg), cartActions.addItem(bank)]);
    expect(reduce([cartActions.clearDynamicItems()], start)).toEqual({
      fixedItems: start.fixedItems,
      dynamicItems: [],
    });
    expect(reduce([cartActions.resetCart()], start)).toEqual({ fixedItems: [], dynamicItems: [] });
  });

  it('totals the items in minor units with the tax rate', () => {
    const state = reduce([cartActions.addItem(pkg), cartActions.addItem({ ...bank, quantity: 2 })]);
    expect(cartTotals(state)).toEqual({ subtotalMinor: 215000, taxMinor: 0, totalMinor: 215000 });
    expect(cartTotals(state, 900)).toEqual({ subtotalMinor: 215000, taxMinor: 19350, totalMinor: 234350 });
  });
});

describe('NRI cart (nriCart)', () => {
  it('is a separate cart with the same rules and no built-in fixed item', () => {
    const state = [nriCartActions.addItem(pkg), nriCartActions.addItem(pkg)].reduce(
      nriCartSlice.reducer,
      nriCartSlice.getInitialState(),
    );
    expect(state.fixedItems).toEqual([]);
    expect(state.dynamicItems.map((i) => i.id)).toEqual([4]);
  });

  it('does not react to the incorporation cart actions', () => {
    const state = nriCartSlice.reducer(nriCartSlice.getInitialState(), cartActions.addItem(bank));
    expect(state.dynamicItems).toEqual([]);
  });
});
