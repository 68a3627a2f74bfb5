import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { formResolver, useBlurChecked } from '../../../lib/use-zod-form';
import { toast } from 'sonner';
import type { UpdateIncorporationBody } from '@quayside/contract/incorporation';
import { incorporationMessages } from '@quayside/contract/messages';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import type { Wizard } from './wizard';

/**
 * The form of a step that lists people (directors, shareholders) and its two saves. `Input` is the form's own
 * shape (blanks allowed while typing), `Output` what the schema gives once the step is valid.
 */
export function usePeopleStep<Input extends FieldValues, Output extends FieldValues>({
  wizard,
  schema,
  defaultValues,
}: {
  wizard: Wizard;
  schema: Parameters<typeof formResolver>[0];
  defaultValues: DefaultValues<Input>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    // The form's shape is looser than the schema's input (e.g. a document type not yet chosen); the schema
    // then says what is missing.
    resolver: formResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    // Checked on submit, then live as fields change; before that, a field the user changed when they leave it
    // (useBlurChecked), never one they only passed through.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const register = useBlurChecked(form);
  const { setError } = form;

  /** Saves the step and opens `next`; a refusal marks the fields at fault and says why above the form. */
  async function saveAndContinue(body: UpdateIncorporationBody, next: number) {
    setFormError(null);
    try {
      await wizard.save(body, { next });
    } catch (e) {
      // The fields at fault are marked where they are; the alert says what went wrong in words.
      applyFieldErrors(e, setError);
      setFormError(errorText(e, incorporationMessages.fallback.update));
    }
  }

  /**
   * Saves the list at once after a person is removed, so that the server's file slots (by position) follow the
   * people: an upload for the next person in that position must not replace a file someone else still holds.
   */
  function saveQuietly(body: UpdateIncorporationBody) {
    wizard.save(body, { quiet: true }).catch((e: unknown) => {
      toast.error(errorText(e, incorporationMessages.fallback.update));
    });
  }

  return { form: { ...form, register }, formError, saveAndContinue, saveQuietly };
}
