import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { FormModal } from '../../../components/ui/form-modal';
import { errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useNotifyClientMutation } from '../api/notify-client';
import { notifyFormSchema } from '../lib/form-schemas';
import { toastSuccess } from '../lib/toast-result';

/** "Notify client": an in-app notification to the company's client (their bell and notifications page). */
export function NotifyClientButton({ client }: { client: { id: string; fullName: string } }) {
  const [open, setOpen] = useState(false);
  const [notify, state] = useNotifyClientMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(notifyFormSchema, { defaultValues: { title: '', message: '' } });
  const close = () => {
    setOpen(false);
    state.reset();
    reset();
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await notify({ userId: client.id, ...body }).unwrap();
      toastSuccess(result, preparerMessages.success.notificationSent);
      close();
    } catch {
      // Shown in the dialog.
    }
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} icon={<BellRing className="size-4" aria-hidden="true" />}>
        Notify client
      </Button>
      <FormModal
        open={open}
        onClose={close}
        title={`Notify ${client.fullName}`}
        description="Shown in the client's notifications."
        submitLabel="Send notification"
        busy={state.isLoading}
        onSubmit={(e) => void onSubmit(e)}
      >
        <Field label="Title" error={errors.title?.message}>
          <Input maxLength={200} {...register('title')} />
        </Field>
        <Field label="Message" error={errors.message?.message}>
          <Textarea rows={4} maxLength={2000} {...register('message')} />
        </Field>
        {state.isError ? <FormAlert>{errorText(state.error, preparerMessages.fallback.notify)}</FormAlert> : null}
      </FormModal>
    </>
  );
}
