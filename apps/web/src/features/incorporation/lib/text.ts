export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A sentence that ends with a full stop exactly once ("Card declined" and "Card declined." both give "Card declined."). */
export function sentence(s: string): string {
  const t = s.trim().replace(/[.!\s]+$/, '');
  return t ? `${t}.` : '';
}

/** The months' names, January first (a financial year end is chosen and shown by month). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
