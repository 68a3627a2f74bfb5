// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginBodySchema } from '@quayside/contract/auth';
import { Field } from '../components/form/field';
import { Input } from '../components/form/input';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

/** A form on the shared components: errors come from formState only. */
function LoginLikeForm({ onValid }: { onValid?: () => void }) {
  const { register, handleSubmit, formState } = useZodForm(loginBodySchema, {
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(() => onValid?.())(e)}>
      <Field label="E-mail" error={formState.errors.email?.message}>
        <Input {...register('email')} />
      </Field>
      <Field label="Password" error={formState.errors.password?.message}>
        <Input type="password" {...register('password')} />
      </Field>
      <button type="submit">Sign in</button>
    </form>
  );
}

const alerts = () => document.querySelectorAll('[aria-invalid="true"]').length;

describe('useZodForm: errors after blur or submit, never before a field is touched', () => {
  it('shows nothing on first render, while typing, or when the user only passes through a field', async () => {
    render(<LoginLikeForm />);
    const email = screen.getByLabelText('E-mail');
    const password = screen.getByLabelText('Password');
    expect(alerts()).toBe(0);
    fireEvent.focus(password);
    fireEvent.blur(password);
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    // Typing, not yet left: no error.
    await Promise.resolve();
    expect(alerts()).toBe(0);
    fireEvent.blur(email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    // The password field was only passed through: still quiet.
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows every error on submit, and clears one as soon as it is corrected', async () => {
    render(<LoginLikeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(alerts()).toBe(2));
    fireEvent.change(email, { target: { value: 'marcus@example.com' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });
});
