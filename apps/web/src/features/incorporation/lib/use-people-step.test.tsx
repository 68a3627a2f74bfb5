// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field } from '../../../components/form/field';
import { Input } from '../../../components/form/input';
import { usePeopleStep } from './use-people-step';
import type { Wizard } from './wizard';

afterEach(cleanup);

const peopleSchema = z.object({
  people: z.array(z.object({ fullName: z.string().trim().min(2, 'Enter the full name') })),
});
type People = z.infer<typeof peopleSchema>;

function PeopleForm() {
  const wizard = { save: () => Promise.reject(new Error('not in this test')) } as unknown as Wizard;
  const { form } = usePeopleStep<People, People>({
    wizard,
    schema: peopleSchema,
    defaultValues: { people: [{ fullName: '' }, { fullName: '' }] },
  });
  const e = form.formState.errors.people;
  return (
    <form noValidate onSubmit={(ev) => void form.handleSubmit(() => undefined)(ev)}>
      {[0, 1].map((i) => (
        <Field key={i} label={`Person ${i + 1}`} error={e?.[i]?.fullName?.message}>
          <Input {...form.register(`people.${i}.fullName`)} />
        </Field>
      ))}
      <button type="submit">Save and continue</button>
    </form>
  );
}

describe('the wizard people steps (usePeopleStep): the same rule', () => {
  it('checks a person field the user changed when they leave it, and no other', async () => {
    render(<PeopleForm />);
    const first = screen.getByLabelText('Person 1');
    const second = screen.getByLabelText('Person 2');
    fireEvent.focus(second);
    fireEvent.blur(second);
    fireEvent.change(first, { target: { value: 'A' } });
    fireEvent.blur(first);
    await screen.findByText('Enter the full name');
    expect(screen.getAllByText('Enter the full name')).toHaveLength(1);
    expect(second.getAttribute('aria-invalid')).toBeNull();
  });
});
