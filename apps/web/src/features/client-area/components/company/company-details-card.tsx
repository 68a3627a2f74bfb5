import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { companyMessages } from '@quayside/contract/messages';
import {
  COMPANY_TYPE_LABELS,
  companyInputSchema,
  type Company,
  type CompanyType,
} from '@quayside/contract/companies';
import { JURISDICTION_LABELS } from '@quayside/contract/services';
import { Field } from '../../../../components/form/field';
import { Input } from '../../../../components/form/input';
import { useUpdateCompanyMutation } from '../../api/update-company';
import { formatDate } from '../../../../lib/format';
import { blankToNull, useZodForm } from '../../../../lib/use-zod-form';
import { Textarea } from '../../../../components/form/textarea';
import { canEdit } from './locked-note';
import { PartCard } from './part-card';
import { RecordFormModal } from './record-form-modal';

/**
 * What the client may change about the company itself. Registration number, incorporation date, jurisdiction
 * and company type come from the registry and are kept by the firm; the name, address, activity, contacts and
 * financial year end are the client's to correct while the flag allows.
 */
const clientCompanySchema = companyInputSchema.pick({
  name: true,
  registeredAddress: true,
  businessActivity: true,
  contactEmail: true,
  contactNumber: true,
  financialYearEnd: true,
});

const valuesOf = (c: Company) => ({
  name: c.name,
  registeredAddress: c.registeredAddress,
  businessActivity: c.businessActivity,
  contactEmail: c.contactEmail,
  contactNumber: c.contactNumber,
  financialYearEnd: c.financialYearEnd,
});
/** Optional fields: a blank input sends null ("nothing"), as the contract's schema wants. */
const optional = { setValueAs: blankToNull };

export function CompanyDetailsCard({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const editable = canEdit(company, 'company');
  const rows: Array<[string, string | null]> = [
    ['Registration number', company.registrationNumber],
    ['Jurisdiction', JURISDICTION_LABELS[company.jurisdiction]],
    ['Company type', COMPANY_TYPE_LABELS[company.companyType as CompanyType] ?? company.companyType],
    ['Incorporated', company.incorporationDate ? formatDate(company.incorporationDate) : null],
    ['Financial year end', fyeLabel(company.financialYearEnd)],
    ['Registered address', company.registeredAddress],
    ['Business activity', company.businessActivity],
    ['Contact e-mail', company.contactEmail],
    ['Contact number', company.contactNumber],
  ];
  return (
    <PartCard
      title="Company details"
      icon={<Building2 className="size-5" aria-hidden="true" />}
      editable={editable}
      dashboardLocked={company.dashboardLocked}
      action={{ label: 'Edit', onClick: () => setOpen(true) }}
      dialogs={open ? <EditCompanyModal company={company} onClose={() => setOpen(false)} /> : null}
    >
      <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">
              {value || <span className="text-slate-400">Not given</span>}
            </dd>
          </div>
        ))}
      </dl>
    </PartCard>
  );
}

const monthName = new Intl.DateTimeFormat(undefined, { month: 'long' });
function fyeLabel(mmdd: string): string {
  const [m, d] = mmdd.split('-').map(Number);
  if (!m || !d) return mmdd;
  return `${d} ${monthName.format(new Date(2024, m - 1, 1))}`;
}

function EditCompanyModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const form = useZodForm(clientCompanySchema, { defaultValues: valuesOf(company) });
  const { register } = form;
  const errors = form.formState.errors;
  const [update, state] = useUpdateCompanyMutation();
  // Every Indian company's year ends on 31 March: the field is shown, disabled, and sent as it is on record.
  const india = company.jurisdiction === 'IN';

  return (
    <RecordFormModal
      title="Edit company details"
      submitLabel="Save changes"
      busy={state.isLoading}
      form={form}
      send={(body) =>
        update({
          id: company.id,
          body: india ? { ...body, financialYearEnd: company.financialYearEnd } : body,
        }).unwrap()
      }
      success={companyMessages.success.updated}
      failure={companyMessages.fallback.update}
      onClose={onClose}
    >
      <Field label="Company name" error={errors.name?.message} className="sm:col-span-2">
        <Input {...register('name')} maxLength={160} />
      </Field>
      <Field label="Registered address" error={errors.registeredAddress?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register('registeredAddress', optional)} maxLength={400} />
      </Field>
      <Field label="Business activity" error={errors.businessActivity?.message} className="sm:col-span-2">
        <Textarea rows={2} {...register('businessActivity', optional)} maxLength={400} />
      </Field>
      <Field label="Contact e-mail" error={errors.contactEmail?.message}>
        <Input type="email" {...register('contactEmail', optional)} autoComplete="email" />
      </Field>
      <Field label="Contact number" error={errors.contactNumber?.message}>
        <Input type="tel" {...register('contactNumber', optional)} autoComplete="tel" />
      </Field>
      <Field
        label="Financial year end (MM-DD)"
        error={errors.financialYearEnd?.message}
        hint={
          india
            ? 'Every Indian company’s financial year ends on 31 March (03-31).'
            : 'Changing it moves your compliance deadlines.'
        }
      >
        <Input
          {...register('financialYearEnd')}
          placeholder="12-31"
          disabled={india}
          inputMode="numeric"
          maxLength={5}
        />
      </Field>
    </RecordFormModal>
  );
}
