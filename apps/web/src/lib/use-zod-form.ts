import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useForm,
  type FieldValues,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { formMessages } from '@quayside/contract/messages';

/**
 * Texts for issues the contract's schema leaves without one: a missing value reads "Required", a value of the
 * wrong kind "This value is not valid". The schema's own texts always win (zod asks this map last).
 */
const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  const blank = issue.input === undefined || issue.input === null || issue.input === '';
  return blank ? formMessages.required : formMessages.invalidValue;
};

/** The resolver every form uses: the schema's own texts, and formErrorMap's for the rest. */
export const formResolver = <S extends z.ZodType<FieldValues, FieldValues>>(schema: S) =>
  zodResolver(schema, { error: formErrorMap });

/**
 * The register of a form whose fields are checked when the user leaves them after changing them. An untouched
 * field is not flagged on blur: tabbing or clicking past an empty field must neither raise an error nor shift
 * the page under the pointer. (Submit checks the whole form; react-hook-form's reValidateMode takes over then.)
 */
export function useBlurChecked<T extends FieldValues, TContext, TOut extends FieldValues>(
  form: UseFormReturn<T, TContext, TOut>,
): UseFormRegister<T> {
  const changed = useRef(new Set<string>());
  const { register, trigger } = form;
  return (name, registerOptions) => {
    const field = register(name, registerOptions);
    return {
      ...field,
      onChange: (event) => {
        changed.current.add(name);
        return field.onChange(event);
      },
      onBlur: async (event) => {
        await field.onBlur(event);
        if (changed.current.has(name)) await trigger(name);
      },
    };
  };
}

/**
 * The app's one form system: react-hook-form validated by a contract zod schema (or one derived from it with
 * pick/extend). A field is checked when the user leaves it after changing it (useBlurChecked), the whole form
 * on submit, and from then on as the user corrects it. Nothing is flagged before the user touched it.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: formResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });
  const register = useBlurChecked(form);
  return { ...form, register };
}

/** A text input's value for a nullable field: blank becomes null, the rest is trimmed. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/** A text input's value for an optional field: blank becomes undefined (the field is left out). */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
