import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { formatPhone } from './phone';

/**
 * A phone field's registration that also writes the number the usual way ("+65 6123 4567") when the user
 * leaves it. `diallingCode` is read then: the form's separate country code, if it has one.
 */
export function registerPhone<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'setValue' | 'getValues'>,
  name: Path<T>,
  diallingCode?: () => string | null | undefined,
): UseFormRegisterReturn<Path<T>> {
  const field = form.register(name);
  return {
    ...field,
    onBlur: async (event) => {
      await field.onBlur(event);
      const typed: unknown = form.getValues(name);
      if (typeof typed !== 'string' || !typed.trim()) return;
      const formatted = await formatPhone(typed, diallingCode?.());
      // Still the same number (the user may have typed on while the library loaded).
      if (formatted !== typed && form.getValues(name) === typed) {
        form.setValue(name, formatted as PathValue<T, Path<T>>, { shouldValidate: true });
      }
    },
  };
}
