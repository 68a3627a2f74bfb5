import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { TASK_PRIORITIES } from '@quayside/contract/client-area';
import { createTaskFormSchema } from '../lib/form-schemas';
import { preparerAreaMessages, preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Options, Select } from '../../../components/form/select';
import { Textarea } from '../../../components/form/textarea';
import { Button } from '../../../components/ui/button';
import { FormModal } from '../../../components/ui/form-modal';
import { applyFieldErrors, errorText } from '../../../lib/form-errors';
import { blankToNull, useZodForm } from '../../../lib/use-zod-form';
import { useCreateNriTaskMutation } from '../api/create-nri-task';
import { useCreatePreparerTaskMutation } from '../api/create-task';
import { toastSuccess } from '../lib/toast-result';
import { PRIORITY_LABELS } from './badges';

const emptyRequirement = { name: '', description: null, isRequired: true, allowMultiple: false };

/** Whose task: a company's (its client does it) or an NRI client's own (work with no company). */
export type TaskTarget = { companyId: string } | { nriUserId: string };

/** A task for the company's client or an NRI client: title, due date, priority, and the documents to upload. */
export function CreateTaskModal({ target, open, onClose }: { target: TaskTarget; open: boolean; onClose: () => void }) {
  const [createForCompany, companyState] = useCreatePreparerTaskMutation();
  const [createForNri, nriState] = useCreateNriTaskMutation();
  const state = 'companyId' in target ? companyState : nriState;
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(createTaskFormSchema, {
    defaultValues: { title: '', description: null, dueDate: '', priority: 'normal', category: null, requiredDocuments: [] },
  });
  const requirements = useFieldArray({ control, name: 'requiredDocuments' });
  const close = () => {
    onClose();
    state.reset();
    reset();
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      const result = await ('companyId' in target ? createForCompany({ companyId: target.companyId, ...body }) : createForNri({ id: target.nriUserId, ...body })).unwrap();
      toastSuccess(result, preparerMessages.success.taskCreated);
      close();
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  });
  return (
    <FormModal
      open={open}
      onClose={close}
      size="lg"
      title="New task"
      description="The client is notified and sees the task in their list."
      submitLabel="Create task"
      busy={state.isLoading}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Field label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...register('title')} />
      </Field>
      <Field label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} maxLength={2000} {...register('description', { setValueAs: blankToNull })} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Due date" error={errors.dueDate?.message}>
          <Input type="date" {...register('dueDate')} />
        </Field>
        <Field label="Priority" error={errors.priority?.message}>
          <Select {...register('priority')}>
            <Options values={TASK_PRIORITIES} labels={PRIORITY_LABELS} />
          </Select>
        </Field>
        <Field label="Category (optional)" error={errors.category?.message}>
          <Input maxLength={100} {...register('category', { setValueAs: blankToNull })} />
        </Field>
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">Required documents</legend>
        {requirements.fields.length === 0 ? (
          <p className="text-sm text-slate-500">None yet. Add the documents the client must upload before completing the task.</p>
        ) : null}
        {requirements.fields.map((field, index) => (
          <div key={field.id} className="space-y-2 rounded-lg bg-slate-50 p-3">
            <div className="flex items-end gap-2">
              <Field label={`Document ${index + 1}`} className="flex-1" error={errors.requiredDocuments?.[index]?.name?.message}>
                <Input maxLength={200} placeholder="e.g. Bank statement, March" {...register(`requiredDocuments.${index}.name`)} />
              </Field>
              <Button
                variant="ghost"
                onClick={() => requirements.remove(index)}
                aria-label={`Remove document ${index + 1}`}
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                className="h-11"
              />
            </div>
            <Field label="What to upload (optional)" error={errors.requiredDocuments?.[index]?.description?.message}>
              <Input maxLength={1000} {...register(`requiredDocuments.${index}.description`, { setValueAs: blankToNull })} />
            </Field>
            <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
              <label className="inline-flex items-center gap-2">
                <input type="checkbox" className="size-4" {...register(`requiredDocuments.${index}.isRequired`)} />
                Required to complete
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="checkbox" className="size-4" {...register(`requiredDocuments.${index}.allowMultiple`)} />
                Several files
              </label>
            </div>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => requirements.append({ ...emptyRequirement })}
          icon={<Plus className="size-4" aria-hidden="true" />}
          disabled={requirements.fields.length >= 20}
        >
          Add document
        </Button>
      </fieldset>
      {state.isError ? <FormAlert>{errorText(state.error, preparerAreaMessages.fallback.createTask)}</FormAlert> : null}
    </FormModal>
  );
}
