import { useEffect, useState } from 'react';
import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { OTP_LENGTH, OTP_RESEND_MS } from '@quayside/contract/constants';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called whenever the code is complete (e.g. to submit at once), typed, pasted or autofilled. */
  onComplete?: (value: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** The input's id, so that a <label htmlFor> names it (Field passes it). */
  id?: string;
  'aria-describedby'?: string;
};

/** Whatever the clipboard holds ("Code: 482-913"): its digits. */
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code shown as separate boxes over one real input (input-otp): digits only, the caret moves on by
 * itself, Backspace and the arrow keys work as in any text field, and pasting the whole code (or the phone's
 * autofill from the mail) fills every box.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  disabled,
  invalid,
  autoFocus,
  id,
  'aria-describedby': describedBy,
}: OtpInputProps) {
  return (
    <OTPInput
      id={id}
      value={value}
      onChange={(next) => {
        onChange(next);
        // Not input-otp's own onComplete: that fires only on the way from incomplete to complete, and a
        // code typed over a complete (wrong) one must be checked too.
        if (next.length === length) onComplete?.(next);
      }}
      maxLength={length}
      pattern={REGEXP_ONLY_DIGITS}
      pasteTransformer={digitsOnly}
      inputMode="numeric"
      autoComplete="one-time-code"
      disabled={disabled}
      autoFocus={autoFocus}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      containerClassName="flex gap-2 has-[:disabled]:opacity-60 sm:gap-3"
      render={({ slots }) => (
        <>
          {slots.map((slot, i) => (
            <Slot key={i} {...slot} invalid={invalid} />
          ))}
        </>
      )}
    />
  );
}

/** One box of the code: its digit, and the caret or the focus ring where typing goes next. */
function Slot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid?: boolean | undefined }) {
  return (
    <div
      className={cn(
        'relative flex h-12 w-10 items-center justify-center rounded-lg border bg-white text-xl font-semibold text-slate-900 shadow-sm sm:h-14 sm:w-12',
        invalid ? 'border-red-400' : 'border-slate-300',
        isActive &&
          (invalid ? 'border-red-500 ring-2 ring-red-200' : 'border-brand-600 ring-2 ring-brand-100'),
      )}
    >
      {char}
      {hasFakeCaret ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <span className="h-6 w-px animate-pulse bg-slate-900" />
        </span>
      ) : null}
    </div>
  );
}

/** Seconds left until `until` (a timestamp), ticking once a second; 0 once passed. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

type ResendCodeButtonProps = {
  /** Sends a new code; resolves when sent. A rejection leaves the button ready again. */
  onResend: () => Promise<unknown>;
  /** When the last code was sent (ms timestamp); the button waits OTP_RESEND_MS (60 s) after it. */
  lastSentAt: number | null;
  className?: string;
};

/** "Resend code", disabled with a visible countdown for 60 s after each send. */
export function ResendCodeButton({ onResend, lastSentAt, className }: ResendCodeButtonProps) {
  const [sending, setSending] = useState(false);
  const secondsLeft = useCountdown(lastSentAt ? lastSentAt + OTP_RESEND_MS : null);
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      disabled={waiting}
      loading={sending}
      onClick={async () => {
        setSending(true);
        try {
          await onResend();
        } catch {
          /* the caller shows the error */
        } finally {
          setSending(false);
        }
      }}
    >
      {waiting ? (
        <span>
          Resend code in{' '}
          <span className="tabular-nums">
            {Math.floor(secondsLeft / 60)}:{String(secondsLeft % 60).padStart(2, '0')}
          </span>
        </span>
      ) : (
        'Resend code'
      )}
    </Button>
  );
}
