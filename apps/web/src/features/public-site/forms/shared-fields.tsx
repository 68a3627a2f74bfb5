import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { Icon } from '../components/icons';
import { Input } from '../../../components/ui/input';

type PersonValues = { fullName: string; email: string; phone: string };

/** Full name, e-mail and phone: the "who are you" fields of the public forms (contact, job application). */
export function PersonFields({
  values,
  errors,
  onChange,
  phoneOptional = false,
}: {
  values: PersonValues;
  errors: Record<string, string | undefined>;
  onChange: (key: keyof PersonValues, value: string) => void;
  phoneOptional?: boolean;
}) {
  return (
    <>
      <Field label="Full name" error={errors.fullName}>
        <Input
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => onChange('fullName', e.target.value)}
        />
      </Field>
      <Field label="E-mail" error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => onChange('email', e.target.value)}
        />
      </Field>
      <Field
        label={phoneOptional ? 'Phone (optional)' : 'Phone'}
        hint="With country code"
        error={errors.phone}
      >
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => onChange('phone', e.target.value)}
        />
      </Field>
    </>
  );
}

/** The consent box every public form ends with: required, its error tied to it for screen readers. */
export function ConsentField({
  checked,
  onChange,
  error,
  errorId,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-start gap-3 text-[15px] text-slate-700">
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 accent-brand-700"
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a public form shows once the server accepted it, in place of the form. */
export function FormSuccess({
  title,
  message,
  testId,
  children,
}: {
  title: string;
  message: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="rounded-3xl border border-emerald-200 bg-emerald-50 p-8 text-center"
      data-testid={testId}
    >
      <Icon name="circleCheck" className="mx-auto h-12 w-12 text-emerald-600" />
      <h3 className="mt-4 text-2xl font-bold text-brand-900">{title}</h3>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{message}</p>
      {children}
    </div>
  );
}
