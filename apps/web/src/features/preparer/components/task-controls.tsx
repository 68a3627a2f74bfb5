import { useEffect, useState } from 'react';
import { Pencil, XCircle } from 'lucide-react';
import { z } from 'zod';
import { TASK_PRIORITIES, type Task } from '@quayside/contract/client-area';
import { isoDateSchema } from '@quayside/contract/fields';
import { formMessages, preparerMessages } from '@quayside/contract/messages';
import type { UpdateTaskBody } from '@quayside/contract/preparer';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { FormModal } from '../../../components/ui/form-modal';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCancelPreparerTaskMutation } from '../api/cancel-task';
import { useUpdatePreparerTaskMutation } from '../api/update-task';
import { toastSuccess } from '../lib/toast-result';
import { PRIORITY_LABELS } from './badges';

const formSchema = z.object({
  title: z.string().trim().min(1, formMessages.required).max(200),
  description: z.string().trim().max(2000),
  dueDate: z.union([z.literal(''), isoDateSchema]),
  priority: z.enum(TASK_PRIORITIES),
});
type FormValues = z.infer<typeof formSchema>;
const valuesOf = (t: Task): FormValues => ({ title: t.title, description: t.description ?? '', dueDate: t.dueDate?.slice(0, 10) ?? '', priority: t.priority });

/** Edit an open task (title, description, due date, priority) or withdraw it; the client is told either way. */
export function TaskControls({ task }: { task: Task }) {
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [update, updateState] = useUpdatePreparerTaskMutation();
  const [cancel, cancelState] = useCancelPreparerTaskMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(formSchema, { defaultValues: valuesOf(task) });
  useEffect(() => {
    if (editing) reset(valuesOf(task));
  }, [editing, task, reset]);

  const closeEdit = () => {
    setEditing(false);
    updateState.reset();
  };
  const closeCancel = () => {
    setCancelling(false);
    cancelState.reset();
  };
  const onSave = handleSubmit(async (v) => {
    const before = valuesOf(task);
    const body: UpdateTaskBody = {};
    if (v.title !== before.title) body.title = v.title;
    if (v.description !== before.description) body.description = v.description || null;
    if (v.dueDate !== before.dueDate) body.dueDate = v.dueDate || null;
    if (v.priority !== before.priority) body.priority = v.priority;
    if (Object.keys(body).length === 0) {
      setError('root', { message: 'Change a field first' });
      return;
    }
    try {
      const result = await update({ id: task.id, companyId: task.companyId, ...body }).unwrap();
      toastSuccess(result, preparerMessages.success.updated);
      closeEdit();
    } catch {
      // Shown in the dialog.
    }
  });
  const onCancel = async () => {
    try {
      const result = await cancel({ id: task.id, companyId: task.companyId }).unwrap();
      toastSuccess(result, preparerMessages.success.deleted);
      closeCancel();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)} icon={<Pencil className="size-4" aria-hidden="true" />}>
        Edit task
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setCancelling(true)} icon={<XCircle className="size-4" aria-hidden="true" />}>
        Withdraw task
      </Button>
      <FormModal
        open={editing}
        onClose={closeEdit}
        title="Edit task"
        description="The client is told of the change."
        submitLabel="Save task"
        busy={updateState.isLoading}
        onSubmit={(e) => void onSave(e)}
      >
        <Field label="Title" error={errors.title?.message}>
          <Input maxLength={200} {...register('title')} />
        </Field>
        <Field label="Description (optional)" error={errors.description?.message}>
          <Textarea rows={3} maxLength={2000} {...register('description')} />
        </Field>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Due date" error={errors.dueDate?.message}>
            <Input type="date" {...register('dueDate')} />
          </Field>
          <Field label="Priority" error={errors.priority?.message}>
            <Select {...register('priority')}>
              <Options values={TASK_PRIORITIES} labels={PRIORITY_LABELS} />
            </Select>
          </Field>
        </div>
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        {updateState.isError ? <FormAlert>{errorText(updateState.error, preparerMessages.fallback.updateTask)}</FormAlert> : null}
      </FormModal>
      <Modal
        open={cancelling}
        onClose={closeCancel}
        title="Withdraw this task?"
        description="It is cancelled and kept with its history; the client is told and no longer has to do it."
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={closeCancel} disabled={cancelState.isLoading}>
              Keep task
            </Button>
            <Button variant="danger" onClick={() => void onCancel()} loading={cancelState.isLoading}>
              Withdraw task
            </Button>
          </>
        }
      >
        {cancelState.isError ? <FormAlert>{errorText(cancelState.error, preparerMessages.fallback.deleteTask)}</FormAlert> : <p className="text-sm text-slate-700">{task.title}</p>}
      </Modal>
    </>
  );
}
