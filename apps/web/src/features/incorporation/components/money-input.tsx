import { useState, type FocusEvent } from 'react';
import { Input, type InputProps } from '../../../components/form/input';

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  /** Minor units (cents); NaN or undefined while empty or unreadable. */
  value: number | undefined;
  onChange: (minor: number) => void;
  currency: string;
};

function toText(minor: number | undefined): string {
  if (minor === undefined || !Number.isFinite(minor)) return '';
  return (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** Reads "1,000.50" as 100050; anything else (letters, three decimals) as NaN so the schema can say why. */
export function parseMoney(text: string): number {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number.parseFloat(clean) * 100);
}

/** An amount typed in major units (1,000.00) and kept in minor units, with the currency beside it. */
export function MoneyInput({ value, onChange, currency, onBlur, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => toText(value));
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-0 flex w-14 items-center justify-center text-sm font-medium text-slate-500">
        {currency || '---'}
      </span>
      <Input
        {...rest}
        type="text"
        inputMode="decimal"
        className="pl-14"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value.trim() === '' ? Number.NaN : parseMoney(e.target.value));
        }}
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          const minor = parseMoney(text);
          if (Number.isFinite(minor)) setText(toText(minor));
          onBlur?.(e);
        }}
      />
    </div>
  );
}
