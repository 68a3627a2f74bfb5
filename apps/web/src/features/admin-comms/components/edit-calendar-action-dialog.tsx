import { useEffect } from 'react';
import { toast } from 'sonner';
import type { CalendarAction } from '@quayside/contract/admin-comms';
import { updateCalendarEntryBodySchema } from '@quayside/contract/calendar';
import { adminMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { blankToNull, useZodForm } from '../../../lib/use-zod-form';
import { useUpdateCalendarActionMutation } from '../api/calendar-actions';

const STATES = [
  ['open', 'Open'],
  ['done', 'Done'],
  ['not_applicable', 'Not applicable'],
] as const;

type Props = { entry: CalendarAction | null; onClose: () => void };

/** Edit a calendar action: what an entry has (title, description, due date, state); "Calendar action updated". */
export function EditCalendarActionDialog({ entry, onClose }: Props) {
  const [update, state] = useUpdateCalendarActionMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(updateCalendarEntryBodySchema);
  useEffect(() => {
    if (entry) {
      reset({
        title: entry.title,
        description: entry.description ?? '',
        dueDate: entry.dueDate,
        state: entry.status === 'done' || entry.status === 'not_applicable' ? entry.status : 'open',
      });
    }
  }, [entry, reset]);

  const onSubmit = handleSubmit(async (body) => {
    if (!entry) return;
    try {
      const result = await update({ id: entry.id, ...body }).unwrap();
      toast.success(result.message || adminMessages.success.calendarActionUpdated);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['title', 'description', 'dueDate', 'state'])) {
        toast.error(errorText(error, adminMessages.fallback.updateCalendarAction));
      }
    }
  });

  return (
    <Modal
      open={!!entry}
      onClose={onClose}
      title="Edit calendar action"
      description={entry ? `${entry.companyName ?? 'Company'}${entry.ownerName ? ` · ${entry.ownerName}` : ''}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="calendar-action-form" loading={isSubmitting || state.isLoading}>
            Save
          </Button>
        </>
      }
    >
      <form id="calendar-action-form" onSubmit={onSubmit} noValidate className="space-y-4">
        {state.isError && Object.keys(errors).length === 0 ? <FormAlert>{errorText(state.error, adminMessages.fallback.updateCalendarAction)}</FormAlert> : null}
        <Field label="Title" error={errors.title?.message}>
          <Input maxLength={200} {...register('title')} />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Due date" error={errors.dueDate?.message}>
            <Input type="date" {...register('dueDate')} />
          </Field>
          <Field label="State" error={errors.state?.message}>
            <Select {...register('state')}>
              {STATES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Description" error={errors.description?.message} hint="The client reads this with the entry in their calendar.">
          <Textarea rows={4} maxLength={2000} {...register('description', { setValueAs: blankToNull })} />
        </Field>
      </form>
    </Modal>
  );
}
