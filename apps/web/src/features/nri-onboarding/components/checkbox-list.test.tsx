// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxList } from './checkbox-list';

afterEach(cleanup);

const options = [
  { value: 'salary' as const, label: 'Salary' },
  { value: 'interest' as const, label: 'Interest' },
];

describe('CheckboxList', () => {
  it('adds and removes the option clicked', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckboxList legend="Income" name="income" options={options} value={[]} onChange={onChange} />,
    );
    fireEvent.click(screen.getByLabelText('Interest'));
    expect(onChange).toHaveBeenLastCalledWith(['interest']);
    rerender(
      <CheckboxList
        legend="Income"
        name="income"
        options={options}
        value={['interest']}
        onChange={onChange}
      />,
    );
    expect((screen.getByLabelText('Interest') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Interest'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
  it('links its error to the group', () => {
    render(
      <CheckboxList
        legend="Income"
        name="income"
        options={options}
        value={[]}
        onChange={() => undefined}
        error="Choose at least one kind of income"
      />,
    );
    const group = screen.getByRole('group', { name: 'Income' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose at least one kind of income');
  });
});
