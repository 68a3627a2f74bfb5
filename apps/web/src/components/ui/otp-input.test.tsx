// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput, ResendCodeButton } from './otp-input';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ onComplete }: { onComplete: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('takes one digit a box, moves on, ignores letters and completes at six', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '4' } });
    fireEvent.change(box(2), { target: { value: 'x' } });
    expect(value()).toBe('4');
    expect(document.activeElement).toBe(box(2));
    for (const [i, d] of ['2', '0', '9', '1'].entries())
      fireEvent.change(box(i + 2), { target: { value: d } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(6), { target: { value: '7' } });
    expect(value()).toBe('420917');
    expect(onComplete).toHaveBeenCalledWith('420917');
  });

  it('a digit typed into a later empty box lands in the first empty one', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.change(box(4), { target: { value: '8' } });
    expect(value()).toBe('8');
    expect(box(1).value).toBe('8');
  });

  it('Backspace clears the box, then steps back', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '123' } });
    expect(value()).toBe('123');
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(value()).toBe('1');
  });

  it('pasting a code with spaces or dashes fills every box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'Code: 482-913' } });
    expect(value()).toBe('482913');
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });
});

describe('ResendCodeButton', () => {
  it('counts down 60 s after a send and is usable again afterwards', async () => {
    vi.useFakeTimers();
    const now = Date.now();
    const onResend = vi.fn().mockResolvedValue(undefined);
    render(<ResendCodeButton lastSentAt={now} onResend={onResend} />);
    expect(screen.getByRole('button').textContent).toBe('Resend code in 1:00');
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('button').textContent).toBe('Resend code in 0:45');
    await act(async () => {
      vi.advanceTimersByTime(45_000);
    });
    expect(screen.getByRole('button').textContent).toBe('Resend code');
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
