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
      <label htmlFor="code">Code</label>
      <OtpInput id="code" value={value} onChange={setValue} onComplete={onComplete} />
      <output data-testid="value">{value}</output>
    </>
  );
}
/** The one real input under the boxes (input-otp), named by its label. */
const input = () => screen.getByLabelText('Code') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;
/** What the six boxes show, in order. */
const boxes = () =>
  [...(input().closest('[data-input-otp-container]')?.children ?? [])]
    .filter((el) => !el.contains(input()))
    .map((el) => el.textContent ?? '')
    .join('|');

describe('OtpInput', () => {
  it('takes digits only, shows one a box and completes at six', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(input(), { target: { value: '4' } });
    fireEvent.change(input(), { target: { value: '4x' } });
    expect(value()).toBe('4');
    fireEvent.change(input(), { target: { value: '42091' } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '420917' } });
    expect(value()).toBe('420917');
    expect(boxes()).toBe('4|2|0|9|1|7');
    expect(onComplete).toHaveBeenCalledWith('420917');
  });

  it('checks a code typed over a complete one again (a wrong code, then the right one)', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(input(), { target: { value: '111111' } });
    fireEvent.change(input(), { target: { value: '222222' } });
    expect(onComplete.mock.calls).toEqual([['111111'], ['222222']]);
  });

  it('Backspace takes the last digit away', () => {
    render(<Harness onComplete={vi.fn()} />);
    fireEvent.paste(input(), { clipboardData: { getData: () => '123' } });
    expect(value()).toBe('123');
    fireEvent.change(input(), { target: { value: '12' } });
    expect(value()).toBe('12');
    expect(boxes()).toBe('1|2||||');
  });

  it('pasting a code with spaces or dashes fills every box', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(input(), { clipboardData: { getData: () => 'Code: 482-913' } });
    expect(value()).toBe('482913');
    expect(boxes()).toBe('4|8|2|9|1|3');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('offers the browser the code from the mail (one-time-code autofill), on a numeric keypad', () => {
    render(<Harness onComplete={vi.fn()} />);
    expect(input().getAttribute('autocomplete')).toBe('one-time-code');
    expect(input().getAttribute('inputmode')).toBe('numeric');
    expect(input().maxLength).toBe(6);
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
