import { useEffect, useState } from 'react';
import type { DashboardDeadline } from '@quayside/contract/preparer';
import { preparerMessages } from '@quayside/contract/messages';
import { Field, FormAlert } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { Select } from '../../../components/form/select';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/form-errors';
import { formMessages } from '@quayside/contract/messages';
import { useUpdatePreparerCalendarEntryMutation } from '../api/update-calendar-entry';
import { toastSuccess } from '../lib/toast-result';

type State = 'open' | 'done' | 'not_applicable';
const STATE_LABELS: Record<State, string> = { open: 'Open', done: 'Done', not_applicable: 'Not applicable' };

/** Update a calendar entry: reschedule, rename, or record it done / not applicable ("Calendar action updated"). */
export function CalendarEntryModal({ entry, onClose }: { entry: DashboardDeadline | null; onClose: () => void }) {
  const [update, state] = useUpdatePreparerCalendarEntryMutation();
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [entryState, setEntryState] = useState<State>('open');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!entry) return;
    setTitle(entry.title);
    setDueDate(entry.dueDate.slice(0, 10));
    setEntryState(entry.status === 'done' ? 'done' : entry.status === 'not_applicable' ? 'not_applicable' : 'open');
    setProblem(null);
  }, [entry]);
  const close = () => {
    onClose();
    state.reset();
  };
  const save = async () => {
    if (!entry) return;
    if (!title.trim() || !dueDate) {
      setProblem(`${!title.trim() ? 'Title' : 'Due date'}: ${formMessages.required}`);
      return;
    }
    setProblem(null);
    const body: { title?: string; dueDate?: string; state: State } = { state: entryState };
    if (title.trim() !== entry.title) body.title = title.trim();
    if (dueDate !== entry.dueDate.slice(0, 10)) body.dueDate = dueDate;
    try {
      const result = await update({ id: entry.id, ...body }).unwrap();
      toastSuccess(result, preparerMessages.success.calendarActionUpdated);
      close();
    } catch {
      // Shown below.
    }
  };
  return (
    <Modal
      open={entry !== null}
      onClose={close}
      title="Update deadline"
      description={entry?.companyName ?? undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={state.isLoading}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={state.isLoading}>
            Save
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <Field label="Title">
          <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label="Due date">
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </Field>
        <Field label="State">
          <Select value={entryState} onChange={(e) => setEntryState(e.target.value as State)}>
            {(Object.keys(STATE_LABELS) as State[]).map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
              </option>
            ))}
          </Select>
        </Field>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {state.isError ? <FormAlert>{errorText(state.error, preparerMessages.fallback.calendar)}</FormAlert> : null}
      </div>
    </Modal>
  );
}
