import { useState } from 'react';
import { Briefcase, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { companyMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/services';
import type { Company, CompanyService } from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { useAddCompanyServiceMutation } from '../../api/add-company-service';
import { useGetServicesQuery } from '../../api/get-services';
import { useRemoveCompanyServiceMutation } from '../../api/remove-company-service';
import { formatDay } from '../../lib/format';
import { ConfirmDialog } from '../confirm-dialog';
import { errorText, QueryState } from '../query-state';
import { canEdit, LockedNote } from './locked-note';

/** The services the company takes; the client adds from the catalogue and removes while the services flag is on. */
export function ServicesCard({ company }: { company: Company }) {
  const editable = canEdit(company, 'services');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CompanyService | null>(null);
  const [remove, removeState] = useRemoveCompanyServiceMutation();

  async function onRemove() {
    if (!removing) return;
    try {
      const result = await remove({ companyId: company.id, serviceId: removing.serviceId }).unwrap();
      toast.success(result.message || companyMessages.success.serviceRemoved);
    } catch (error) {
      toast.error(errorText(error, companyMessages.fallback.removeService));
    }
    setRemoving(null);
  }

  return (
    <Card>
      <CardHeader
        title="Services"
        icon={<Briefcase className="size-5" aria-hidden="true" />}
        action={
          editable ? (
            <Button
              size="sm"
              variant="secondary"
              icon={<Plus className="size-4" aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              Add
            </Button>
          ) : null
        }
      />
      {company.companyServices.length === 0 ? (
        <EmptyState
          title="No services yet"
          description={editable ? 'Add the services you would like us to provide.' : undefined}
        />
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="service-list">
          {company.companyServices.map((cs) => (
            <li key={cs.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  {cs.service.name} {cs.status !== 'active' ? <Badge>{cs.status}</Badge> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {formatMoney(cs.priceMinor, cs.currency)}
                  {cs.service.billing === 'yearly' ? ' a year' : ' one-off'}
                  {cs.renewsAt
                    ? ` · renews ${formatDay(cs.renewsAt)}`
                    : ` · since ${formatDay(cs.startedAt)}`}
                </p>
              </div>
              {editable ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0 self-start text-red-700 hover:bg-red-50 sm:self-center"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => setRemoving(cs)}
                  aria-label={`Remove service ${cs.service.name}`}
                >
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!editable ? <LockedNote dashboardLocked={company.dashboardLocked} /> : null}
      {adding ? <AddServiceModal company={company} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={!!removing}
        title="Remove this service?"
        description={
          removing
            ? `${removing.service.name} will be taken off the company. Talk to your preparer first if work has started.`
            : undefined
        }
        confirmLabel="Remove service"
        busy={removeState.isLoading}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

function AddServiceModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const query = useGetServicesQuery(company.jurisdiction);
  const [add, state] = useAddCompanyServiceMutation();
  const [pending, setPending] = useState<number | null>(null);
  const taken = new Set(company.companyServices.map((cs) => cs.serviceId));
  const available = (query.data ?? []).filter((s) => !taken.has(s.id) && s.line !== 'nri-tax');

  async function onAdd(serviceId: number) {
    setPending(serviceId);
    try {
      const result = await add({ companyId: company.id, serviceId }).unwrap();
      toast.success(result.message || companyMessages.success.serviceAdded);
      onClose();
    } catch (error) {
      toast.error(errorText(error, companyMessages.fallback.addService));
    } finally {
      setPending(null);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Add a service"
      description="Prices are per company; yearly services renew each year."
      size="lg"
    >
      <QueryState
        query={query}
        failure="The services could not be loaded"
        isEmpty={available.length === 0}
        empty={<EmptyState title="Every service is already on your company" />}
      >
        <ul className="divide-y divide-slate-100">
          {available.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{s.name}</p>
                <p className="text-sm text-slate-600">{s.description}</p>
                <p className="mt-0.5 text-sm font-medium text-slate-900">
                  {formatMoney(s.priceMinor, s.currency)} {s.billing === 'yearly' ? 'a year' : 'one-off'}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => void onAdd(s.id)}
                loading={pending === s.id}
                disabled={state.isLoading && pending !== s.id}
                className="shrink-0 self-start sm:self-center"
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      </QueryState>
    </Modal>
  );
}
