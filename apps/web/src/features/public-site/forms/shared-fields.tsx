import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Icon } from '../components/icons';

type PersonRegistrations = {
  fullName: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
};

/** Full name, e-mail and phone: the "who are you" fields of the public forms (contact, job application). */
export function PersonFields({
  fields,
  errors,
  phoneOptional = false,
}: {
  fields: PersonRegistrations;
  errors: FieldErrors<{ fullName: string; email: string; phone: string }>;
  phoneOptional?: boolean;
}) {
  return (
    <>
      <Field label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...fields.fullName} />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...fields.email} />
      </Field>
      <Field
        label={phoneOptional ? 'Phone (optional)' : 'Phone'}
        hint="With country code"
        error={errors.phone?.message}
      >
        <Input type="tel" autoComplete="tel" {...fields.phone} />
      </Field>
    </>
  );
}

/** The consent box every public form ends with: required, its error tied to it for screen readers. */
export function ConsentField({
  registration,
  value,
  error,
  errorId,
  children,
}: {
  registration: UseFormRegisterReturn;
  /** What the box sends when ticked (multipart forms send text); a plain true otherwise. */
  value?: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label className="flex items-start gap-3 text-[15px] text-slate-700">
        <input
          type="checkbox"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 accent-brand-700"
          {...registration}
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
