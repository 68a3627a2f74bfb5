import type { CurrencyAmount } from '@quayside/contract/admin-platform';
import { formatMoney } from '@quayside/contract/money';

/** "12,345" */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Amounts per currency as one line ("USD 1,250.00 · SGD 90.00"), or "None" when nothing was received. */
export function formatAmounts(amounts: readonly CurrencyAmount[]): string {
  return amounts.length === 0 ? 'None' : amounts.map((a) => formatMoney(a.amountMinor, a.currency)).join(' · ');
}

/** "1.2 MB" */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(i === 0 ? 0 : 1)} ${units[i]}`;
}

/** "0.25 %" */
export const formatRate = (rate: number) => `${(rate * 100).toFixed(2)} %`;

/** "12.5 ms", or "-" before the first request. */
export const formatMs = (ms: number | null) => (ms === null ? '-' : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`);

/** "struck_off" -> "Struck off" */
export const labelOf = (key: string) => {
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
