import { z } from 'zod';
import { CART_DEFAULT_CURRENCY, CART_DEFAULT_QUANTITY, INCORPORATION_FIXED_SERVICE_ID } from './constants';
import type { Service } from './services';
import { computeTaxedTotals, type TaxedTotals } from './tax';

/**
 * Carts (part 1 sections 3 and 5) and the server's order lines.
 *
 * The browser keeps the cart (fixedItems + dynamicItems); the server never trusts its prices: an order is priced
 * from the catalogue by service id (computeOrderTotals below runs on both sides so the cart shows what will be
 * charged). Money is integer minor units (cents) with an ISO currency.
 */

/** A cart item. `price` is in minor units (cents), like the catalogue's priceMinor. */
export const cartItemSchema = z.object({
  id: z.number(),
  name: z.string().min(1),
  price: z.number(),
  currency: z.string().default(CART_DEFAULT_CURRENCY),
  quantity: z.number().int().min(1).default(CART_DEFAULT_QUANTITY),
});
export type CartItem = z.output<typeof cartItemSchema>;
export type CartItemInput = z.input<typeof cartItemSchema>;

export const cartSchema = z.object({
  fixedItems: z.array(cartItemSchema),
  dynamicItems: z.array(cartItemSchema),
});
export type Cart = z.output<typeof cartSchema>;

/** Part 1 section 5: an item needs a numeric id, a name and a numeric price. */
export function isValidCartItem(item: unknown): item is CartItemInput {
  if (typeof item !== 'object' || item === null) return false;
  const i = item as Record<string, unknown>;
  return (
    typeof i.id === 'number' &&
    Number.isFinite(i.id) &&
    typeof i.name === 'string' &&
    i.name.trim().length > 0 &&
    typeof i.price === 'number' &&
    Number.isFinite(i.price)
  );
}

export type AddCartItemResult = { cart: Cart; added: boolean; reason?: 'invalid' | 'duplicate' };

/**
 * Adds an item to the dynamic items. An invalid item is ignored (the caller logs a console warning, as the spec
 * says); an item with the same id or name as one already in the cart (fixed or dynamic) is not added.
 */
export function addCartItem(cart: Cart, item: unknown): AddCartItemResult {
  if (!isValidCartItem(item)) return { cart, added: false, reason: 'invalid' };
  const all = [...cart.fixedItems, ...cart.dynamicItems];
  if (all.some((i) => i.id === item.id || i.name === item.name)) return { cart, added: false, reason: 'duplicate' };
  const full: CartItem = {
    id: item.id,
    name: item.name,
    price: item.price,
    currency: item.currency ?? CART_DEFAULT_CURRENCY,
    quantity: item.quantity ?? CART_DEFAULT_QUANTITY,
  };
  return { cart: { ...cart, dynamicItems: [...cart.dynamicItems, full] }, added: true };
}

/** Removes a dynamic item by numeric id or by name. Fixed items (the incorporation package) stay. */
export function removeCartItem(cart: Cart, idOrName: number | string): Cart {
  const dynamicItems = cart.dynamicItems.filter((i) =>
    typeof idOrName === 'number' ? i.id !== idOrName : i.name !== idOrName,
  );
  return { ...cart, dynamicItems };
}

/** A cart item for a catalogue service. */
export function cartItemFromService(service: Service): CartItem {
  return {
    id: service.id,
    name: service.name,
    price: service.priceMinor,
    currency: service.currency,
    quantity: CART_DEFAULT_QUANTITY,
  };
}

/** The incorporation cart: service 4 (the incorporation package) is its fixed item. */
export function incorporationCart(fixedService: Service, dynamic: Service[] = []): Cart {
  return {
    fixedItems: [cartItemFromService(fixedService)],
    dynamicItems: dynamic.filter((s) => s.id !== INCORPORATION_FIXED_SERVICE_ID).map(cartItemFromService),
  };
}

/** The service ids a cart asks for, fixed first, without repeats. */
export function cartServiceIds(cart: Cart): number[] {
  return [...new Set([...cart.fixedItems, ...cart.dynamicItems].map((i) => i.id))];
}

/* ------------------------------------------------------------------ order lines (server-priced) */

/** One line of an order or invoice, priced by the server from the catalogue. */
export const orderLineSchema = z.object({
  serviceId: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitPriceMinor: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string().length(3),
  billing: z.enum(['one_off', 'yearly']).nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Tax rates live in ./tax (one calculation for every price and invoice); re-exported for the cart's callers. */
export { NO_TAX, TAX_BY_JURISDICTION } from './tax';

export const orderSummarySchema = z.object({
  lines: z.array(orderLineSchema),
  currency: z.string().length(3),
  subtotalMinor: z.number().int(),
  taxRateBp: z.number().int(),
  taxLabel: z.string(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Tax is rounded half up to the minor unit on the subtotal (not per line): computeTaxedTotals. */
export function computeOrderTotals(
  lines: ReadonlyArray<Pick<OrderLine, 'amountMinor'>>,
  taxRateBp: number,
): TaxedTotals {
  return computeTaxedTotals(
    lines.map((l) => l.amountMinor),
    taxRateBp,
  );
}

/** An order line for a catalogue service. */
export function orderLineFromService(service: Service, quantity = 1): OrderLine {
  return {
    serviceId: service.id,
    name: service.name,
    description: service.description,
    quantity,
    unitPriceMinor: service.priceMinor,
    amountMinor: service.priceMinor * quantity,
    currency: service.currency,
    billing: service.billing,
  };
}
