import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '@quayside/contract/admin-users';
import { adminMessages } from '@quayside/contract/messages';
import { FormAlert } from '../../../components/form/field';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/form-errors';
import { useAssignMutation, type AssignInput } from '../api/assign';
import { UserPicker } from './user-picker';

type Kind = AssignInput['kind'];

const KINDS: Record<Kind, { tab: string; first: string; button: string; fallback: string; hint: string }> = {
  client: {
    tab: 'Preparer → client',
    first: 'Client',
    button: 'Assign preparer',
    fallback: adminMessages.fallback.assignPreparer,
    hint: 'The client’s companies and open tasks go to the preparer; an earlier preparer is replaced.',
  },
  nri: {
    tab: 'Preparer → NRI client',
    first: 'NRI client',
    button: 'Assign preparer',
    fallback: adminMessages.fallback.assignNri,
    hint: 'The NRI client’s open tasks go to the preparer; an earlier preparer is replaced.',
  },
  approver: {
    tab: 'Approver → preparer',
    first: 'Approver',
    button: 'Assign approver',
    fallback: adminMessages.fallback.assignApprover,
    hint: 'The approver sees and reviews the preparer’s work; an earlier approver is replaced.',
  },
};

/** Assign a preparer to a client or an NRI client, or an approver to a preparer. */
export function AssignPanel() {
  const [kind, setKind] = useState<Kind>('client');
  const [first, setFirst] = useState<AdminUser | null>(null);
  const [preparer, setPreparer] = useState<AdminUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [assign, { isLoading }] = useAssignMutation();
  const copy = KINDS[kind];

  const pick = (k: Kind) => {
    setKind(k);
    setFirst(null);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!first || !preparer) {
      setError(`Choose the ${copy.first.toLowerCase()} and the preparer.`);
      return;
    }
    const input: AssignInput =
      kind === 'client'
        ? { kind, clientId: first.id, preparerId: preparer.id }
        : kind === 'nri'
          ? { kind, nriUserId: first.id, preparerId: preparer.id }
          : { kind, approverId: first.id, preparerId: preparer.id };
    try {
      const result = await assign(input).unwrap();
      const moved =
        kind === 'client' && result.companiesAssigned !== undefined
          ? `${result.companiesAssigned} ${result.companiesAssigned === 1 ? 'company' : 'companies'} and ${result.tasksMoved ?? 0} open ${result.tasksMoved === 1 ? 'task' : 'tasks'} moved.`
          : undefined;
      toast.success(result.message, moved ? { description: moved } : undefined);
      setFirst(null);
    } catch (err) {
      setError(errorText(err, copy.fallback));
    }
  };

  return (
    <Card>
      <CardHeader title="Assign" description={copy.hint} />
      <CardBody>
        <div role="group" aria-label="Kind of assignment" className="mb-4 flex flex-wrap gap-1 rounded-lg border border-slate-200 p-1">
          {(Object.keys(KINDS) as Kind[]).map((k) => (
            <button
              key={k}
              type="button"
                            aria-pressed={k === kind}
              onClick={() => pick(k)}
              className={cn(
                'flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
                k === kind ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {KINDS[k].tab}
            </button>
          ))}
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <UserPicker
              key={kind}
              label={copy.first}
              kind={kind === 'approver' ? 'company' : 'clients'}
              role={kind === 'approver' ? 'approver' : kind === 'nri' ? 'nri_client' : 'client'}
              value={first}
              onChange={setFirst}
            />
            <UserPicker label="Preparer" kind="company" role="preparer" value={preparer} onChange={setPreparer} />
          </div>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={isLoading}>
              {copy.button}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
