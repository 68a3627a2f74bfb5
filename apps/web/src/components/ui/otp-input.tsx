import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH, OTP_RESEND_MS } from '@quayside/contract/constants';
import { cn } from '../../lib/cn';
import { Button } from './button';

type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes are filled (e.g. to submit at once). */
  onComplete?: (value: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
  /** Given to the first box so that a <label htmlFor> points at it (Field passes it). */
  id?: string;
  'aria-describedby'?: string;
};

/**
 * A one-time code typed into separate boxes: digits only, the caret moves on by itself, Backspace goes back,
 * arrow keys move, and pasting the whole code (or autofill from the SMS/mail) fills every box.
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
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The value as of the last change, ahead of the re-render (focus moves before React renders again).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const focusBox = (i: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    latest.current = clean;
    onChange(clean);
    if (clean.length === length) onComplete?.(clean);
  };

  const setDigitAt = (i: number, digit: string) => {
    const chars = digits.slice();
    chars[i] = digit;
    // Keep the code contiguous: a digit typed past the end lands in the first empty box.
    commit(chars.join(''));
  };

  const onInput = (i: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) return;
    const current = digits[i];
    if (current && typed.length === 2) {
      // The caret sat beside this box's digit: the new digit replaces it.
      setDigitAt(i, typed[0] === current ? (typed[1] ?? current) : (typed[0] ?? current));
      focusBox(i + 1);
      return;
    }
    if (typed.length > 1) {
      // Autofill or a fast typist: spread the digits from this box on.
      commit((value.slice(0, i) + typed).slice(0, length));
      focusBox(i + typed.length);
      return;
    }
    const at = Math.min(i, value.length);
    setDigitAt(at, typed);
    focusBox(at + 1);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (digits[i]) {
        commit(value.slice(0, i) + value.slice(i + 1));
        focusBox(i);
      } else if (i > 0) {
        commit(value.slice(0, i - 1) + value.slice(i));
        focusBox(i - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(Math.min(i + 1, value.length));
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusBox(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusBox(value.length);
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
    if (!pasted) return;
    e.preventDefault();
    commit(pasted);
    focusBox(pasted.length);
  };

  return (
    <div
      role="group"
      aria-label="One-time code"
      aria-describedby={describedBy}
      className="flex gap-2 sm:gap-3"
    >
      {digits.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={i === 0 ? id : undefined}
          value={digit}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          onFocus={(e) => {
            // Boxes fill in order: focusing past the first empty box jumps back to it.
            const filled = latest.current.length;
            if (i > filled) focusBox(filled);
            else e.target.select();
          }}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={length}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          className={cn(
            'h-12 w-10 rounded-lg border bg-white text-center text-xl font-semibold text-slate-900 shadow-sm sm:h-14 sm:w-12',
            'focus:outline-none focus:ring-2 disabled:bg-slate-50 disabled:text-slate-400',
            invalid
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
          )}
        />
      ))}
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
