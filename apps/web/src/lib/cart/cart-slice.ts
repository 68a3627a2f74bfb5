import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import {
  addCartItem,
  computeOrderTotals,
  isValidCartItem,
  removeCartItem,
  type Cart,
  type CartItem,
} from '@quayside/contract/cart';
import {
  CART_DEFAULT_CURRENCY,
  CART_DEFAULT_QUANTITY,
  INCORPORATION_FIXED_SERVICE_ID,
} from '@quayside/contract/constants';

/**
 * Cart slices (part 1 sections 3 and 5). A cart has fixedItems (items the flow always sells, e.g. the incorporation
 * package) and dynamicItems (what the visitor picks). The rules live in the contract's pure functions so the
 * server and the browser agree; this file only wraps them in Redux:
 * - adding needs a numeric id, a name and a numeric price, else it is ignored with a console warning;
 * - an item with the id or name of one already in the cart (fixed or dynamic) is not added;
 * - removal is by numeric id or by name, and never removes a fixed item;
 * - currency defaults to USD and quantity to 1.
 * Prices shown here are for display: the server prices every order from the catalogue by service id.
 */

export type CartState = Cart;

export type CartSliceOptions = {
  name: string;
  /** Service ids that belong in fixedItems; an added item with one of these ids goes there. */
  fixedIds?: readonly number[];
};

function withDefaults(item: {
  id: number;
  name: string;
  price: number;
  currency?: string;
  quantity?: number;
}): CartItem {
  return {
    id: item.id,
    name: item.name.trim(),
    price: item.price,
    currency: item.currency ?? CART_DEFAULT_CURRENCY,
    quantity: item.quantity ?? CART_DEFAULT_QUANTITY,
  };
}

function warnInvalid(cartName: string, item: unknown): void {
  console.warn(`[${cartName}] ignored a cart item without a numeric id, a name and a numeric price`, item);
}

export function createCartSlice({ name, fixedIds = [] }: CartSliceOptions) {
  const initialState: CartState = { fixedItems: [], dynamicItems: [] };
  const isFixed = (id: number) => fixedIds.includes(id);

  return createSlice({
    name,
    initialState,
    reducers: {
      /** Adds one item (see the rules above). The payload is unchecked input, e.g. a service from the catalogue. */
      addItem: {
        reducer(state, action: PayloadAction<unknown>) {
          const item = action.payload;
          if (!isValidCartItem(item)) return;
          if (isFixed(item.id)) {
            const all = [...state.fixedItems, ...state.dynamicItems];
            if (all.some((i) => i.id === item.id || i.name === item.name)) return;
            state.fixedItems.push(withDefaults(item));
            return;
          }
          const { added, cart } = addCartItem(current(state), item);
          if (added) return cart;
        },
        prepare(item: unknown) {
          // The warning belongs to the dispatch, not the reducer (reducers stay pure and replayable).
          if (!isValidCartItem(item)) warnInvalid(name, item);
          return { payload: item };
        },
      },
      /** Removes a dynamic item by numeric id or by name. */
      removeItem(state, action: PayloadAction<number | string>) {
        return removeCartItem(current(state), action.payload);
      },
      /**
       * Replaces the fixed items (e.g. service 4 with its live catalogue name and price). Invalid items and,
       * when the cart names its fixed ids, items outside them are ignored; a dynamic item with the same id or
       * name gives way to the fixed one.
       */
      setFixedItems: {
        reducer(state, action: PayloadAction<unknown[]>) {
          const items = action.payload
            .filter(isValidCartItem)
            .filter((i) => fixedIds.length === 0 || isFixed(i.id))
            .map(withDefaults);
          const unique = items.filter(
            (item, index) => items.findIndex((i) => i.id === item.id || i.name === item.name) === index,
          );
          state.fixedItems = unique;
          state.dynamicItems = state.dynamicItems.filter(
            (d) => !unique.some((f) => f.id === d.id || f.name === d.name),
          );
        },
        prepare(items: unknown[]) {
          for (const item of items) if (!isValidCartItem(item)) warnInvalid(name, item);
          return { payload: items };
        },
      },
      /**
       * Refreshes names and prices of items still in the catalogue and drops items it no longer offers (so the
       * cart never shows a stale price). `available` is the current catalogue as cart items.
       */
      syncWithCatalogue(state, action: PayloadAction<CartItem[]>) {
        const byId = new Map(action.payload.map((i) => [i.id, i]));
        const refresh = (i: CartItem): CartItem | null => {
          const live = byId.get(i.id);
          return live ? { ...i, name: live.name, price: live.price, currency: live.currency } : null;
        };
        state.fixedItems = state.fixedItems.map(refresh).filter((i): i is CartItem => i !== null);
        state.dynamicItems = state.dynamicItems.map(refresh).filter((i): i is CartItem => i !== null);
      },
      /** Empties the dynamic items; the fixed ones stay. */
      clearDynamicItems(state) {
        state.dynamicItems = [];
      },
      /** Back to an empty cart (after a completed order). */
      resetCart() {
        return initialState;
      },
    },
  });
}

/** The incorporation cart: service 4 (the incorporation package) is its fixed item. */
export const cartSlice = createCartSlice({ name: 'cart', fixedIds: [INCORPORATION_FIXED_SERVICE_ID] });
/** The NRI tax cart (its flow sets its fixed items, if any). */
export const nriCartSlice = createCartSlice({ name: 'nriCart' });

export const cartActions = cartSlice.actions;
export const nriCartActions = nriCartSlice.actions;

/** The two cart reducers, registered in the store under `cart` and `nriCart`. */
export const cartReducers = { cart: cartSlice.reducer, nriCart: nriCartSlice.reducer };

/** Every item of a cart, fixed first. */
export function cartItems(cart: CartState): CartItem[] {
  return [...cart.fixedItems, ...cart.dynamicItems];
}

/** Display totals in minor units (tax as the order will apply it; the server's answer is what is charged). */
export function cartTotals(cart: CartState, taxRateBp = 0) {
  const lines = cartItems(cart).map((i) => ({ amountMinor: i.price * i.quantity }));
  return computeOrderTotals(lines, taxRateBp);
}
