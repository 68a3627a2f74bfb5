import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Textarea } from '../../../components/form/textarea';
import { COUNTRY_LIST_ID } from '../lib/countries';

/** A field of a person in the directors' or shareholders' list, bound with react-hook-form's register. */
type PersonFieldProps = {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

/** A one-line text field; the browser does not fill it in (these are other people's details too). */
export function PersonTextField({ label, error, registration }: PersonFieldProps) {
  return (
    <Field label={label} error={error}>
      <Input autoComplete="off" {...registration} />
    </Field>
  );
}

/** A country (nationality, country of incorporation), suggested from the list of countries. */
export function PersonCountryField({ label, error, registration }: PersonFieldProps) {
  return (
    <Field label={label} error={error}>
      <Input list={COUNTRY_LIST_ID} autoComplete="off" {...registration} />
    </Field>
  );
}

export function PersonEmailField({ error, registration }: Omit<PersonFieldProps, 'label'>) {
  return (
    <Field label="E-mail" error={error}>
      <Input type="email" inputMode="email" autoComplete="off" {...registration} />
    </Field>
  );
}

/** An address, across both columns. */
export function PersonAddressField({ label, error, registration }: PersonFieldProps) {
  return (
    <Field label={label} error={error} className="sm:col-span-2">
      <Textarea rows={2} {...registration} />
    </Field>
  );
}

/** A person's KYC uploads under their fields. */
export function PersonDocuments({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5 space-y-2">
      <p className="text-sm font-semibold text-slate-800">{title}</p>
      {children}
    </div>
  );
}

/** What is wrong with the list as a whole (e.g. no one in it, shares not adding up). */
export function PeopleListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 text-sm text-red-700">
      {message}
    </p>
  );
}
