import { useState } from 'react';
import { Briefcase } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import { formatMoney } from '@quayside/contract/services';
import type { Company, CompanyService } from '@quayside/contract/companies';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { QueryState } from '../../../../components/ui/query-state';
import { useAddCompanyServiceMutation } from '../../api/add-company-service';
import { useGetServicesQuery } from '../../api/get-services';
import { useRemoveCompanyServiceMutation } from '../../api/remove-company-service';
import { formatDate } from '../../../../lib/format';
import { toastResult } from '../../lib/toast-result';
import { canEdit } from './locked-note';
import { PartCard, RecordList, RecordRow, RemovalDialog, RemoveButton, useRemoval } from './part-card';

/** The services the company takes; the client adds from the catalogue and removes while the services flag is on. */
export function ServicesCard({ company }: { company: Company }) {
  const editable = canEdit(company, 'services');
  const [adding, setAdding] = useState(false);
  const [remove, removeState] = useRemoveCompanyServiceMutation();
  const removal = useRemoval<CompanyService>({
    remove: (cs) => remove({ companyId: company.id, serviceId: cs.serviceId }).unwrap(),
    success: companyMessages.success.serviceRemoved,
    failure: companyMessages.fallback.removeService,
  });

  return (
    <PartCard
      title="Services"
      icon={<Briefcase className="size-5" aria-hidden="true" />}
      editable={editable}
      dashboardLocked={company.dashboardLocked}
      action={{ label: 'Add', onClick: () => setAdding(true) }}
      dialogs={
        <>
          {adding ? <AddServiceModal company={company} onClose={() => setAdding(false)} /> : null}
          <RemovalDialog
            removal={removal}
            title="Remove this service?"
            describe={(cs) =>
              `${cs.service.name} will be taken off the company. Talk to your preparer first if work has started.`
            }
            confirmLabel="Remove service"
            busy={removeState.isLoading}
          />
        </>
      }
    >
      <RecordList
        testId="service-list"
        isEmpty={company.companyServices.length === 0}
        emptyTitle="No services yet"
        emptyHint={editable ? 'Add the services you would like us to provide.' : undefined}
      >
        {company.companyServices.map((cs) => (
          <RecordRow
            key={cs.id}
            align="center"
            actions={
              editable ? (
                <RemoveButton
                  label={`Remove service ${cs.service.name}`}
                  onClick={() => removal.ask(cs)}
                  className="shrink-0 self-start sm:self-center"
                />
              ) : null
            }
          >
            <p className="font-medium text-slate-900">
              {cs.service.name} {cs.status !== 'active' ? <Badge>{cs.status}</Badge> : null}
            </p>
            <p className="text-sm text-slate-600">
              {formatMoney(cs.priceMinor, cs.currency)}
              {cs.service.billing === 'yearly' ? ' a year' : ' one-off'}
              {cs.renewsAt ? ` · renews ${formatDate(cs.renewsAt)}` : ` · since ${formatDate(cs.startedAt)}`}
            </p>
          </RecordRow>
        ))}
      </RecordList>
    </PartCard>
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
    const added = await toastResult(() => add({ companyId: company.id, serviceId }).unwrap(), {
      success: companyMessages.success.serviceAdded,
      failure: companyMessages.fallback.addService,
    });
    if (added) onClose();
    setPending(null);
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
