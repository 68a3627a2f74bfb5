/**
 * The one money formatter of the product (web pages, PDF invoices, mails, the checkout page). Money travels as
 * integer minor units with an ISO 4217 currency; it is shown with the currency's code, never a symbol:
 * formatMoney(180000, 'SGD') -> "SGD 1,800.00". "$" means US, Singapore and other dollars alike, so the code is
 * the one style that cannot be misread. The space after the code is a no-break space (U+00A0), so an amount never
 * wraps between code and number.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  let f = formatters.get(code);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'code' });
    formatters.set(code, f);
  }
  return f;
}

/** Minor units to the currency's major unit: cents for USD and SGD, none for JPY (Intl knows each currency's). */
export function minorToMajor(minor: number, currency: string): number {
  const digits = formatterFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
  return minor / 10 ** digits;
}

/** "SGD 1,800.00" (code, no-break space, grouped amount with the currency's own decimals). */
export function formatMoney(minor: number, currency: string): string {
  return formatterFor(currency).format(minorToMajor(minor, currency));
}
