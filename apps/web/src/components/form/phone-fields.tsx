import type { UseFormRegisterReturn } from 'react-hook-form';
import { DIALLING_CODES } from '../../lib/dialling-codes';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';

type PhoneFieldsProps = {
  /** `register('countryCode')` of the form. */
  countryCode: UseFormRegisterReturn;
  /** `registerPhone(form, 'contactNumber', () => getValues('countryCode'))`: formats the number on blur. */
  phone: UseFormRegisterReturn;
  countryCodeError?: string | undefined;
  phoneError?: string | undefined;
  /** A saved code the list does not hold (an older draft): kept as an option so it is not silently replaced. */
  savedCode?: string | null | undefined;
};

/** The two cells of a contact's phone in the onboarding wizards: the country's dialling code, then the number. */
export function PhoneFields({
  countryCode,
  phone,
  countryCodeError,
  phoneError,
  savedCode,
}: PhoneFieldsProps) {
  return (
    <>
      <Field label="Country code" error={countryCodeError}>
        <Select invalid={!!countryCodeError} autoComplete="tel-country-code" {...countryCode}>
          {savedCode && !DIALLING_CODES.some((c) => c.code === savedCode) ? (
            <option value={savedCode}>{savedCode}</option>
          ) : null}
          {DIALLING_CODES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.country} ({c.code})
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Phone number" error={phoneError}>
        <Input type="tel" autoComplete="tel-national" inputMode="tel" {...phone} />
      </Field>
    </>
  );
}
