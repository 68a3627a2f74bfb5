import type { ReactNode } from 'react';
import { formatMoney } from '@quayside/contract/money';

export type SummaryLine = {
  key: string | number;
  name: string;
  amountMinor: number;
  currency: string;
  billing?: 'one_off' | 'yearly' | null | undefined;
  note?: ReactNode;
};

type OrderSummaryProps = {
  title?: string;
  lines: SummaryLine[];
  currency: string;
  subtotalMinor: number;
  taxLabel: string;
  taxMinor: number;
  totalMinor: number;
  footnote?: ReactNode;
};

/** The order as a receipt: each service, subtotal, tax and total, all with the one money formatter. */
export function OrderSummary({
  title = 'Your order',
  lines,
  currency,
  subtotalMinor,
  taxLabel,
  taxMinor,
  totalMinor,
  footnote,
}: OrderSummaryProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="order-summary">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {lines.map((l) => (
          <li key={l.key} className="flex items-start justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block text-slate-800">{l.name}</span>
              {l.note ? <span className="block text-xs text-slate-500">{l.note}</span> : null}
            </span>
            <span className="shrink-0 text-right text-slate-900 tabular-nums">
              {formatMoney(l.amountMinor, l.currency)}
              {l.billing === 'yearly' ? <span className="block text-xs text-slate-500">per year</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-300 pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Subtotal</dt>
          <dd className="tabular-nums">{formatMoney(subtotalMinor, currency)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{taxLabel}</dt>
          <dd className="tabular-nums">{formatMoney(taxMinor, currency)}</dd>
        </div>
        <div className="flex justify-between gap-3 pt-1 text-base font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatMoney(totalMinor, currency)}
          </dd>
        </div>
      </dl>
      {footnote ? <p className="mt-3 text-xs text-slate-500">{footnote}</p> : null}
    </div>
  );
}
